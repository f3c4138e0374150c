// The dialogs of an offer's actions (loaded on first use): 发送Offer asks until when the candidate
// may answer (7 days ahead by default), 作废 asks why, 审批记录 shows the Offer审批's trail.
import { Alert, Form, Input, Modal, Spin } from 'antd';
import { OFFER_ANSWER_DAYS_DEFAULT, OFFER_ANSWER_DAYS_MAX, OFFER_DECLINE_REASON_MAX, offerCancelSchema, offerSendSchema, type OfferDetail } from '@bole/domain';
import { useState } from 'react';
import { Trail } from '../../../components/approval/Trail';
import { isApiError } from '../../../api/errors';
import { notifySuccess } from '../../../lib/notify';
import { chinaTime } from '../../../lib/time';
import { useApplicationOffers, useCancelOffer, useOffer, useSendOffer } from '../api/offers';
import '../offer.css';

const failure = (error: unknown) => (isApiError(error) ? error.message : '操作失败，请稍后重试');

type SendProps = { open: boolean; candidateName: string; onClose: () => void } & ({ offerId: number; applicationId?: undefined } | { offerId?: undefined; applicationId: number });

/** From the drawer the offer is known; from a card only the candidate, whose approved offer is sent. */
export function SendOfferDialog({ open, candidateName, offerId, applicationId, onClose }: SendProps) {
  const offers = useApplicationOffers(applicationId ?? 0, applicationId !== undefined);
  const approved = offerId ?? offers.data?.list.find((o) => o.status === 'approved')?.id;
  const send = useSendOffer();
  const [expiresOn, setExpiresOn] = useState(() => chinaTime().add(OFFER_ANSWER_DAYS_DEFAULT, 'day').format('YYYY-MM-DD'));
  const [problem, setProblem] = useState<string | null>(null);
  const today = chinaTime();

  const submit = () => {
    if (approved === undefined) return onClose();
    const parsed = offerSendSchema.safeParse({ expiresOn });
    if (!parsed.success) return setProblem(parsed.error.issues[0]!.message);
    send.mutate(
      { id: approved, body: parsed.data },
      {
        onSuccess: ({ mailed }) => {
          notifySuccess(mailed ? `已发送Offer，${candidateName}将收到含Offer函和答复链接的邮件` : '已发送Offer（这份Offer未设置发送邮件）');
          onClose();
        },
        onError: (error) => setProblem(failure(error)),
      },
    );
  };

  const loading = applicationId !== undefined && offers.isPending;
  return (
    <Modal
      open={open}
      title={`发送Offer - ${candidateName}`}
      okText="发送"
      okButtonProps={{ loading: send.isPending, disabled: approved === undefined }}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      {loading ? (
        <Spin />
      ) : approved === undefined ? (
        <Alert type="info" showIcon title="候选人没有审批通过的Offer：Offer须审批通过后才能发送" />
      ) : (
        <Form layout="vertical" component="div">
          <Form.Item
            label="答复截止日期"
            required
            validateStatus={problem ? 'error' : undefined}
            help={problem ?? `候选人须在这天结束前接受或拒绝，过期后答复链接失效（默认${OFFER_ANSWER_DAYS_DEFAULT}天）`}
          >
            <input
              type="date"
              className="bole-offer-date"
              aria-label="答复截止日期"
              min={today.format('YYYY-MM-DD')}
              max={today.add(OFFER_ANSWER_DAYS_MAX, 'day').format('YYYY-MM-DD')}
              value={expiresOn}
              onChange={(e) => {
                setExpiresOn(e.target.value);
                setProblem(null);
              }}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}

export function CancelOfferDialog({ open, offerId, candidateName, onClose }: { open: boolean; offerId: number; candidateName: string; onClose: () => void }) {
  const cancel = useCancelOffer();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = () => {
    if (!reason.trim()) return setProblem('请填写作废原因');
    const parsed = offerCancelSchema.safeParse({ reason });
    if (!parsed.success) return setProblem(parsed.error.issues[0]!.message);
    cancel.mutate(
      { id: offerId, body: parsed.data },
      {
        onSuccess: () => {
          notifySuccess('Offer已作废');
          onClose();
        },
        onError: (error) => setProblem(failure(error)),
      },
    );
  };
  return (
    <Modal open={open} title={`作废${candidateName}的Offer`} okText="作废" okButtonProps={{ danger: true, loading: cancel.isPending }} onOk={submit} onCancel={onClose} destroyOnHidden>
      <Form layout="vertical" component="div">
        <Form.Item label="作废原因" required validateStatus={problem ? 'error' : undefined} help={problem ?? '作废后这份Offer不能再发送或答复，可为候选人添加新的Offer'}>
          <Input.TextArea
            aria-label="作废原因"
            autoSize={{ minRows: 3, maxRows: 6 }}
            maxLength={OFFER_DECLINE_REASON_MAX}
            showCount
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setProblem(null);
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function OfferTrailDialog({ open, offerId, onClose }: { open: boolean; offerId: number; onClose: () => void }) {
  const { data, isError } = useOffer(offerId);
  const approval: OfferDetail['approval'] | undefined = data?.approval;
  return (
    <Modal open={open} title="Offer审批记录" footer={null} onCancel={onClose} destroyOnHidden width={640}>
      {isError ? <Alert type="error" showIcon title="审批记录加载失败" /> : !data ? <Spin /> : approval ? <Trail detail={approval} /> : <p>这份Offer还没有提交审批</p>}
    </Modal>
  );
}
