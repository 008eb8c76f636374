import { useQuery } from '@tanstack/react-query';

/** Markdown to safe HTML: marked renders, DOMPurify removes scripts and handlers. Both load on first use. */
async function renderMarkdown(markdown: string): Promise<string> {
  const [{ marked }, { default: DOMPurify }] = await Promise.all([import('marked'), import('dompurify')]);
  return DOMPurify.sanitize(await marked.parse(markdown));
}

export function useMarkdownHtml(markdown: string | undefined) {
  return useQuery({
    queryKey: ['markdown', markdown],
    queryFn: () => renderMarkdown(markdown ?? ''),
    enabled: markdown !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
