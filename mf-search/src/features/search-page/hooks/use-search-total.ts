import { useEffect, useState } from 'react';
import { fetchSearchTotal } from '../api/search-page-api';
import type { SearchPageData } from '../search-page-data';

export type SearchTotal =
  { status: 'loading' } | { status: 'ready'; total: number } | { status: 'error'; retry: () => void };

/**
 * The total of `q` (normalised): the server's when the page was rendered with it, else asked for;
 * a newer term's answer is never replaced by an older one's.
 */
export function useSearchTotal(q: string, data?: SearchPageData): SearchTotal {
  const given = data && data.q === q ? data.total : undefined;
  const [answer, setAnswer] = useState<{ q: string; total?: number; failed?: boolean } | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!q || given !== undefined) return;
    let current = true;
    fetchSearchTotal(q).then(
      (total) => current && setAnswer({ q, total }),
      () => current && setAnswer({ q, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [q, given, attempt]);
  if (!q) return { status: 'ready', total: 0 };
  if (given !== undefined) return { status: 'ready', total: given };
  if (answer?.q !== q || (answer.total === undefined && !answer.failed)) return { status: 'loading' };
  if (answer.failed)
    return {
      status: 'error',
      retry: () => {
        setAnswer(null);
        setAttempt((n) => n + 1);
      },
    };
  return { status: 'ready', total: answer.total! };
}
