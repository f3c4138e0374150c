// /resume/detail/print?id=…: the whole resume on A4 for the printer, without navigation.
import { PrinterOutlined } from '@ant-design/icons';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../api/errors';
import { PageSpin } from '../../../components/page/PageSpin';
import { formatDateTime } from '../../../lib/time';
import { useResume } from '../api/get-resume';
import { useResumeFields } from '../api/get-resume-fields';
import { ResumeEvaluations } from '../../interview/evaluations/InterviewEvaluations';
import { ResumeDocument } from '../detail/views/ResumeDocument';
import { dotted, keyFacts } from '../shared/format';
import '../resume.css';
import './print.css';

export function PrintPage() {
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  const { data: resume, isLoading, error } = useResume(id);
  // 其他信息 is part of the sheet: wait for the field definitions before offering to print.
  const fields = useResumeFields();

  useEffect(() => {
    if (resume) document.title = `${resume.name}的简历 - 伯乐招聘`;
  }, [resume]);

  if (isLoading || fields.isLoading) return <PageSpin full tip="正在准备打印…" />;
  if (!resume) {
    const text = !Number.isInteger(id) || id <= 0 ? '缺少简历编号，请从简历详情页点击「打印」进入。' : isApiError(error) ? error.message : '简历加载失败，请刷新重试。';
    return (
      <div className="bole-print-shell">
        <div className="bole-print-page bole-print-missing" role="alert">
          {text}
        </div>
      </div>
    );
  }

  const facts = keyFacts(resume);
  return (
    <div className="bole-print-shell">
      <div className="bole-print-toolbar">
        <span>打印预览 · A4</span>
        <button type="button" className="bole-print-button" onClick={() => window.print()} autoFocus>
          <PrinterOutlined /> 打印
        </button>
        <button type="button" className="bole-print-close" onClick={() => window.close()}>
          关闭
        </button>
      </div>
      <article className="bole-print-page" aria-label={`${resume.name}的简历`}>
        <header className="bole-print-head">
          <div>
            <h1>{resume.name}</h1>
            <p>{facts.join(' | ')}</p>
            <p>{dotted(resume.mobile, resume.email, resume.wechatCode && `微信 ${resume.wechatCode}`)}</p>
          </div>
          <div className="bole-print-head-side">
            {resume.expectPosition && <div>求职意向：{resume.expectPosition}</div>}
            {resume.tags.length > 0 && <div>标签：{resume.tags.map((t) => t.name).join('、')}</div>}
            <div>简历编号：#{resume.id}</div>
          </div>
        </header>
        <ResumeDocument resume={resume} />
        {/* The interviewers' evaluations side by side (查看面试评价 only). */}
        <div className="bole-doc">
          <ResumeEvaluations resumeId={resume.id} className="bole-doc-section" />
        </div>
        <footer className="bole-print-foot">伯乐招聘 · 打印于 {formatDateTime(new Date(), 'YYYY-MM-DD HH:mm')}</footer>
      </article>
    </div>
  );
}
