// /recruit/preview/offeremail Offer邮件预览 (standalone), loaded by its route key from app/areas.ts.
import { OfferLetterPreviewPage } from './OfferLetterPreviewPage';

export default function OfferLetterPreviewArea() {
  return <OfferLetterPreviewPage />;
}
