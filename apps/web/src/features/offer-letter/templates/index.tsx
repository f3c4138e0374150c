// /user/template/offer Offer模板 (features/offer-letter/templates), loaded by its route key from app/areas.ts.
import type { AreaPageProps } from '../../../lib/routes';
import { TemplatesPage } from './TemplatesPage';

export default function OfferLetterTemplatesArea({ route }: AreaPageProps) {
  return <TemplatesPage title={route.title} />;
}
