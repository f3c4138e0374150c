// 面试登记表 in the interview detail: what the candidate filled from his link, field by field in
// the order set in /user/manage/interviewregister, and 下载PDF (the answers with the interview and
// the standard resume). Only for an interview that asks for the form and a colleague with 250013.
import { Perm } from '@bole/domain';
import { Button } from 'antd';
import { useState } from 'react';
import { isApiError } from '../../../api/errors';
import { usePermission } from '../../../api/permission';
import { formatDateTime } from '../../../lib/time';
import { downloadRegistration, useRegistration } from '../api/registration';
import './registration.css';

type Props = { interview: { id: number; candidateName: string; registrationForm: boolean } };

export function InterviewRegistration({ interview }: Props) {
  const allowed = usePermission(Perm.RegisterFormView);
  const shown = allowed && interview.registrationForm;
  const { data, isLoading, error } = useRegistration(interview.id, shown);
  const [downloading, setDownloading] = useState(false);
  if (!shown) return null;

  const filled = data?.submittedAt != null;
  const onDownload = async () => {
    setDownloading(true);
    try {
      await downloadRegistration(interview.id, interview.candidateName);
    } catch {
      // The http client has already shown why.
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section className="bole-iv-reg" aria-label="面试登记表">
      <div className="bole-iv-reg-head">
        <h3>面试登记表</h3>
        {filled && (
          <Button size="small" loading={downloading} onClick={() => void onDownload()}>
            下载PDF
          </Button>
        )}
      </div>
      {isLoading && <p className="bole-iv-sub">加载中…</p>}
      {!isLoading && !data && <p className="bole-iv-sub">{isApiError(error) ? error.message : '面试登记表加载失败'}</p>}
      {data && !filled && <p className="bole-iv-sub">候选人尚未填写</p>}
      {data && filled && (
        <>
          <p className="bole-iv-sub">填写时间：{formatDateTime(data.submittedAt, 'YYYY-MM-DD HH:mm')}</p>
          {data.items.length === 0 ? (
            <p className="bole-iv-sub">没有填写内容</p>
          ) : (
            <dl className="bole-iv-reg-items">
              {data.items.map((item) => (
                <div key={item.key} className="bole-iv-reg-item">
                  <dt>{item.name}</dt>
                  <dd>{item.value}</dd>
                </div>
              ))}
            </dl>
          )}
        </>
      )}
    </section>
  );
}
