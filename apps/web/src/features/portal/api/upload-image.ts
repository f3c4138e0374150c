// POST /api/portal-settings/images: a picture for the portal (JPG, PNG or WEBP up to 2MB), answered with its public address.
import { PORTAL_IMAGE_MAX_MB } from '@bole/domain';
import { http } from '../../../api/http';

export const imageProblem = (file: File): string | null =>
  !/\.(jpe?g|png|webp)$/i.test(file.name) ? '图片须为JPG、PNG或WEBP格式' : file.size > PORTAL_IMAGE_MAX_MB * 1024 * 1024 ? `图片不能超过${PORTAL_IMAGE_MAX_MB}MB` : null;

export function uploadPortalImage(file: File): Promise<{ id: number; url: string }> {
  const form = new FormData();
  form.append('file', file, file.name);
  return http.post<{ id: number; url: string }>('/api/portal-settings/images', form);
}
