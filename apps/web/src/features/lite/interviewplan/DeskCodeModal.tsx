// 签到二维码: a fresh sign-in link (valid to the end of today) as a QR code for the desk's screen;
// candidates scan it and sign in on their phones with their name and mobile.
import { Button, Modal, QRCode } from 'antd';
import { useEffect } from 'react';
import { formatDateTime } from '../../../lib/time';
import { useDeskActions } from '../api/desk';

export function DeskCodeModal({ onClose }: { onClose: () => void }) {
  const { code } = useDeskActions();
  const { mutate } = code;
  useEffect(() => mutate(), [mutate]);
  return (
    <Modal open title="签到二维码" footer={<Button onClick={onClose}>关闭</Button>} onCancel={onClose} width={420}>
      <div className="bole-desk-code">
        {code.data ? (
          <>
            <QRCode value={code.data.url} size={260} />
            <p>请候选人用手机扫码，填写姓名和手机号即可签到取号</p>
            <p className="bole-desk-muted">今天 {formatDateTime(code.data.expiresAt, 'HH:mm')} 前有效（{formatDateTime(code.data.expiresAt, 'M月D日')}零点失效）</p>
          </>
        ) : (
          <QRCode value="-" size={260} status={code.isError ? 'expired' : 'loading'} onRefresh={() => mutate()} />
        )}
      </div>
    </Modal>
  );
}
