// 分享职位: the job's page on the careers portal as a link and a QR code, and a poster (PNG)
// that HR can post in a WeChat group or print: the job, its salary and place, and the QR code.
import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { Button, Input, Modal, QRCode } from 'antd';
import type { JobRow } from '@bole/domain';
import { useRef } from 'react';
import { useAccountInfo } from '../../../api/account';
import { copyText } from '../../../api/clipboard';
import { SecondaryText } from '../../../components/text/Text';
import { notifyError } from '../../../lib/notify';
import { drawJobPoster } from './poster';
import { jobPortalUrl, posterFactsOf } from './poster-facts';
import './share.css';

/** The QR code (an SVG on the page) as an image the poster's canvas can draw. */
function imageOf(svg: SVGSVGElement): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = reject;
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`;
  });
}

export function ShareJobModal({ job, onClose }: { job: JobRow; onClose: () => void }) {
  const { data: account } = useAccountInfo();
  const qrHolder = useRef<HTMLDivElement>(null);
  const url = account ? jobPortalUrl(account.portalUrl, job.id) : '';

  const download = async () => {
    const svg = qrHolder.current?.querySelector('svg');
    if (!svg || !account) return notifyError('二维码还没有生成，请稍后再试');
    try {
      const qr = await imageOf(svg);
      drawJobPoster(posterFactsOf(job, account.companyName), qr).toBlob((blob) => {
        if (!blob) return notifyError('海报生成失败，请重试');
        const link = document.createElement('a');
        link.href = URL.createObjectURL(blob);
        link.download = `${job.name}-招聘海报.png`;
        link.click();
        setTimeout(() => URL.revokeObjectURL(link.href), 1000);
      });
    } catch {
      notifyError('海报生成失败，请重试');
    }
  };

  return (
    <Modal open title={`分享职位「${job.name}」`} footer={null} onCancel={onClose} destroyOnHidden width={520}>
      <div className="bole-share-job">
        <SecondaryText>候选人打开链接或扫码即可在招聘官网查看职位并投递，投递的简历来源为「个人申请」。</SecondaryText>
        <div className="bole-share-link">
          <Input value={url} readOnly aria-label="职位链接" onFocus={(e) => e.currentTarget.select()} />
          <Button type="primary" icon={<CopyOutlined />} disabled={!url} onClick={() => void copyText(url)}>
            复制链接
          </Button>
        </div>
        <div className="bole-share-qr" ref={qrHolder}>
          {url && <QRCode value={url} size={160} type="svg" bordered={false} />}
          <div>
            <div className="bole-share-qr-title">职位二维码</div>
            <SecondaryText>下载的海报包含职位名称、薪资、地点和此二维码，适合发到微信群或打印张贴。</SecondaryText>
            <Button icon={<DownloadOutlined />} onClick={() => void download()} disabled={!url} style={{ marginTop: 12 }}>
              下载招聘海报
            </Button>
          </div>
        </div>
      </div>
    </Modal>
  );
}
