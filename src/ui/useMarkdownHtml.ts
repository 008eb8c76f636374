import { useQuery } from '@tanstack/react-query';

/** Markdown to safe HTML: marked renders, DOMPurify removes what untrusted HTML may not carry. Both load on first use. */
async function renderMarkdown(markdown: string): Promise<string> {
  const [{ marked }, { sanitizeUntrustedHtml }] = await Promise.all([
    import('marked'),
    import('../content/untrustedHtml.ts'),
  ]);
  return sanitizeUntrustedHtml(await marked.parse(markdown));
}

export function useMarkdownHtml(markdown: string | undefined) {
  return useQuery({
    queryKey: ['markdown', markdown],
    queryFn: () => renderMarkdown(markdown ?? ''),
    enabled: markdown !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
