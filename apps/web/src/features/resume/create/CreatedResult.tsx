// After 保存简历: how the resume was stored (parseStatus in Chinese), the duplicate it was linked
// to, and where to go next.
import { CheckCircleFilled, WarningFilled } from '@ant-design/icons';
import { Button } from 'antd';
import { ResumeParseStatus, type ResumeCreated } from '@bole/domain';
import { Link, useNavigate } from 'react-router';
import { duplicateText, parseStatusText } from '../shared/format';

type Props = { created: ResumeCreated; name?: string; onAgain: () => void; onClose: () => void };

const NOTES: Partial<Record<number, string>> = {
  [ResumeParseStatus.SavedWithoutPhone]: '简历未填写手机号，已入库并标记，补充手机号后标记自动消除。',
  [ResumeParseStatus.SavedWithBadPhone]: '手机号格式不正确，已入库并标记，请核实后在简历详情中修改。',
  [ResumeParseStatus.DuplicatePhone]: '人才库中已有相同手机号的简历，新简历已保存并与其关联，可在详情页合并。',
  [ResumeParseStatus.DuplicateAttachment]: '该附件已上传过，未重复保存。',
};

export function CreatedResult({ created, name, onAgain, onClose }: Props) {
  const navigate = useNavigate();
  const clean = created.parseStatus === ResumeParseStatus.Saved && created.duplicateOfId === null;
  const note = NOTES[created.parseStatus] ?? (created.duplicateOfId !== null ? `与已有简历${duplicateText(created.duplicateKind)}，已关联，可在详情页合并。` : '可继续在简历详情中补充附件和标签。');

  return (
    <div className="bole-created" role="status">
      {clean ? <CheckCircleFilled className="bole-created-icon" /> : <WarningFilled className="bole-created-icon bole-created-warn" />}
      <h3>{name ? `「${name}」的简历已保存` : '简历已保存'}</h3>
      <p>
        入库状态：<strong className={clean ? 'bole-text-success' : 'bole-text-warning'}>{parseStatusText(created.parseStatus)}</strong>
      </p>
      <p className="bole-muted">{note}</p>
      {created.duplicateOfId !== null && created.duplicateOfId !== created.id && (
        <p>
          <Link to={`/resume/detail/${created.duplicateOfId}`} onClick={onClose}>
            查看已有简历 #{created.duplicateOfId}
          </Link>
        </p>
      )}
      <div className="bole-created-actions">
        <Button onClick={onAgain}>继续新建</Button>
        <Button
          type="primary"
          onClick={() => {
            onClose();
            navigate(`/resume/detail/${created.id}`);
          }}
        >
          查看简历
        </Button>
      </div>
    </div>
  );
}
