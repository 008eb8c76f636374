import { ApiError } from '../net/http.ts';

/**
 * Reads a file of the installed package (its .webapp.ini). fetch refuses file: addresses; an
 * XMLHttpRequest reads them, answering status 0 with the text when the file is there.
 */
export function readLocalFile(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const failed = () => reject(new ApiError(`Request '${url}' failed`, 0, url, 'not_found'));
    request.onload = () =>
      request.status === 0 || request.status === 200 ? resolve(request.responseText) : failed();
    request.onerror = failed;
    request.open('GET', url);
    request.send();
  });
}
