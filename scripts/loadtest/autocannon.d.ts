/** The part of autocannon's API the load test uses (the package ships no types). */
declare module 'autocannon' {
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  export interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
  }
  interface Request {
    path?: string;
    method?: string;
    setupRequest?: (request: { path: string }) => { path: string };
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    requests?: Request[];
  }
  export default function autocannon(options: Options): Promise<Result>;
}
