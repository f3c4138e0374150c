// GET /api/offer-letter-templates/:id/preview: the letter rendered with sample values; and the
// sample PDF of the same letter (下载PDF).
import { useQuery } from '@tanstack/react-query';
import type { OfferLetterPreview } from '@bole/domain';
import { download } from '../../../api/download';
import { http } from '../../../api/http';
import { offerLetterKeys } from './keys';

// Silent: the page shows its own error state.
export function useOfferLetterPreview(id: number | null) {
  return useQuery({
    queryKey: offerLetterKeys.preview(id ?? 0),
    queryFn: () => http.get<OfferLetterPreview>(`/api/offer-letter-templates/${id}/preview`, undefined, { silent: true }),
    enabled: id !== null,
  });
}

/** Saves the sample letter as PDF under the server's name (录用通知书-张三.pdf). */
export function downloadSamplePdf(id: number): Promise<void> {
  return download({ url: `/api/offer-letter-templates/${id}/sample.pdf`, fileName: '录用通知书.pdf' });
}
