// The portal's pages as HTML: jobs with search and filters, one job, the application form,
// the confirmation, and the page a closed portal or job shows.
import { fieldModeLabels, HONEYPOT_FIELD, PORTAL_ATTACHMENT_MAX_MB, PORTAL_FORM_FIELDS, portalFormFieldLabels, type PortalFormField, type PortalJobDetail, type PortalJobPage, type PortalJobQuery, type PortalSiteInfo } from '@bole/domain';
import { html, page, type Html } from './html';

export type SiteView = { slug: string; info: PortalSiteInfo };
type FieldErrors = Record<string, string>;

const base = (v: SiteView) => `/portal/${encodeURIComponent(v.slug)}`;

function shell(v: SiteView, title: string, body: Html): string {
  return page({ title, description: v.info.seoDescription, color: v.info.site.primaryColor, companyName: v.info.companyName, homeUrl: base(v), logoUrl: v.info.site.logoUrl, body });
}

const options = (list: readonly { value: string | number; label: string }[], selected: unknown, all: string) =>
  html`<option value="">${all}</option>${list.map((o) => html`<option value="${o.value}"${String(o.value) === String(selected ?? '') ? ' selected' : ''}>${o.label}</option>`)}`;

/** City, nature, category and department (the root department, named like the company, is left out). */
function jobTags(v: SiteView, j: { city: string | null; natureLabel: string; categoryName: string | null; orgName: string | null }, more: string[] = []) {
  const org = j.orgName === v.info.companyName ? null : j.orgName;
  return html`<div class="tags">${[j.city, j.natureLabel, j.categoryName, org, ...more].filter(Boolean).map((t) => html`<span>${t}</span>`)}</div>`;
}

function query(q: PortalJobQuery, page: number): string {
  const p = new URLSearchParams();
  if (q.keyword) p.set('keyword', q.keyword);
  if (q.city) p.set('city', q.city);
  if (q.categoryId) p.set('categoryId', String(q.categoryId));
  if (q.nature) p.set('nature', String(q.nature));
  if (page > 1) p.set('page', String(page));
  const s = p.toString();
  return s ? `?${s}` : '';
}

export function homePage(v: SiteView, q: PortalJobQuery, jobs: PortalJobPage): string {
  const { site, branding, filters } = v.info;
  const pages = Math.max(1, Math.ceil(jobs.total / jobs.pageSize));
  const filtered = Boolean(q.keyword || q.city || q.categoryId || q.nature);
  const body = html`
<section class="hero"><div class="in"><h1>${site.bannerTitle}</h1>${branding.slogan ? html`<p>${branding.slogan}</p>` : ''}${site.bannerImageUrl ? html`<img class="pic" src="${site.bannerImageUrl}" alt="">` : ''}</div></section>
<main class="in">
<form class="card search" method="get" action="${base(v)}" role="search">
<div class="kw"><input name="keyword" type="search" value="${q.keyword ?? ''}" placeholder="搜索职位名称" aria-label="搜索职位名称" maxlength="50"></div>
<select name="city" aria-label="城市">${options(filters.cities, q.city, '全部城市')}</select>
<select name="categoryId" aria-label="职位类别">${options(filters.categories, q.categoryId, '全部类别')}</select>
<select name="nature" aria-label="工作性质">${options(filters.natures, q.nature, '全部性质')}</select>
<button class="btn" type="submit">搜索</button>
</form>
<p class="count">${filtered ? `找到 ${jobs.total} 个职位` : `共 ${jobs.total} 个在招职位`}${filtered ? html` · <a href="${base(v)}">清除筛选</a>` : ''}</p>
${
  jobs.list.length === 0
    ? html`<div class="card empty">${filtered ? '没有找到符合条件的职位，换个关键词试试' : '暂无在招职位，敬请关注'}</div>`
    : jobs.list.map(
        (j) => html`<a class="card job" href="${base(v)}/jobs/${j.id}"><div class="row"><h3>${j.name}</h3><span class="sal">${j.salaryText}</span></div>${jobTags(v, j)}</a>`,
      )
}
${
  pages > 1
    ? html`<nav class="pager">${jobs.page > 1 ? html`<a class="btn ghost" href="${base(v)}${query(q, jobs.page - 1)}">上一页</a>` : html`<span></span>`}<span>第 ${jobs.page} / ${pages} 页</span>${
        jobs.page < pages ? html`<a class="btn ghost" href="${base(v)}${query(q, jobs.page + 1)}">下一页</a>` : html`<span></span>`
      }</nav>`
    : ''
}
${site.intro ? html`<div class="card"><h2>关于我们</h2><p class="pre">${site.intro}</p></div>` : ''}
${
  branding.items.length
    ? html`<div class="card"><h2>为什么加入我们</h2><div class="grid">${branding.items.map((b) => html`<div>${b.imageUrl ? html`<img src="${b.imageUrl}" alt="" loading="lazy">` : ''}<h3>${b.title}</h3><p class="pre">${b.body}</p></div>`)}</div></div>`
    : ''
}
${site.sections.map((s) => html`<div class="card"><h2>${s.title}</h2><p class="pre">${s.body}</p></div>`)}
</main>`;
  return shell(v, v.info.seoTitle, body);
}

/** 任职要求: the requirements the job sets as a list, then its own words; nothing when it has neither. */
function requirementsCard(job: PortalJobDetail): Html | '' {
  if (job.requirements.length === 0 && !job.demand) return '';
  return html`<section class="card" aria-labelledby="req-title"><h2 id="req-title">任职要求</h2>${
    job.requirements.length ? html`<dl class="reqs">${job.requirements.map((r) => html`<div><dt>${r.label}</dt><dd>${r.value}</dd></div>`)}</dl>` : ''
  }${job.demand ? html`<p class="pre">${job.demand}</p>` : ''}</section>`;
}

export function jobPage(v: SiteView, job: PortalJobDetail): string {
  const body = html`<main class="in">
<a class="back" href="${base(v)}">‹ 全部职位</a>
<div class="card"><div class="job"><div class="row"><h3 style="font-size:20px">${job.name}</h3></div><div class="sal" style="font-size:18px;margin-top:4px">${job.salaryText}</div>${jobTags(v, job, [job.educationLabel, job.workYearLabel, job.headcount ? `招${job.headcount}人` : '若干'])}</div>${job.workPlace ? html`<p class="hint">工作地点：${job.workPlace}</p>` : ''}</div>
${job.benefits.length ? html`<div class="card"><h2>职位福利</h2><div class="tags">${job.benefits.map((b) => html`<span>${b}</span>`)}</div></div>` : ''}
<div class="card"><h2>职位描述</h2><p class="pre">${job.describe || '暂无描述'}</p></div>
${requirementsCard(job)}
</main>
<div class="bar"><div class="in"><a class="btn block" href="${base(v)}/jobs/${job.id}/apply">申请该职位</a></div></div>`;
  return shell(v, `${job.name} - ${v.info.seoTitle}`, body);
}

const DEGREES = ['高中', '中专', '大专', '本科', '硕士', 'MBA', '博士'];

/** Attribute flags (' required', ' selected') hold no characters escaping would change. */
function fieldInput(f: PortalFormField, value: unknown, required: boolean): Html {
  const req = required ? ' required' : '';
  const val = String(value ?? '');
  switch (f) {
    case 'gender':
      return html`<div class="radio" role="radiogroup" aria-label="性别"><label><input type="radio" name="gender" value="1"${val === '1' ? ' checked' : ''}${req}>男</label><label><input type="radio" name="gender" value="0"${val === '0' ? ' checked' : ''}>女</label></div>`;
    case 'degree':
      return html`<select id="f-degree" name="degree"${req}><option value="">请选择</option>${DEGREES.map((d) => html`<option${d === val ? ' selected' : ''}>${d}</option>`)}</select>`;
    case 'birthday':
      return html`<input id="f-birthday" name="birthday" type="date" value="${val}"${req}>`;
    case 'workYears':
      return html`<input id="f-workYears" name="workYears" type="number" inputmode="numeric" min="0" max="60" value="${val}" placeholder="例如 3"${req}>`;
    case 'email':
      return html`<input id="f-email" name="email" type="email" inputmode="email" autocomplete="email" maxlength="100" value="${val}" placeholder="name@example.com"${req}>`;
    default:
      return html`<input id="f-${f}" name="${f}" maxlength="50" value="${val}"${req}>`;
  }
}

export type FormState = { values: Record<string, unknown>; errors: FieldErrors; message?: string };

export function applyPage(v: SiteView, job: PortalJobDetail, state: FormState = { values: {}, errors: {} }): string {
  const form = v.info.applyForm;
  const err = (f: string) => (state.errors[f] ? html`<div class="err" id="e-${f}">${state.errors[f]}</div>` : '');
  const label = (f: string, text: string, required: boolean) => html`<label class="f" for="f-${f}">${required ? html`<i>*</i>` : ''}${text}</label>`;
  const shown = PORTAL_FORM_FIELDS.filter((f) => form.fields[f] !== 'hidden');
  const body = html`<main class="in">
<a class="back" href="${base(v)}/jobs/${job.id}">‹ 返回职位详情</a>
<form class="card" method="post" action="${base(v)}/jobs/${job.id}/apply" enctype="multipart/form-data">
<h2>申请：${job.name}</h2><p class="hint">${job.salaryText}${job.city ? ` · ${job.city}` : ''}</p>
${state.message ? html`<div class="alert" role="alert">${state.message}</div>` : ''}
${label('name', '姓名', true)}<input id="f-name" name="name" autocomplete="name" maxlength="30" required value="${String(state.values.name ?? '')}">${err('name')}
${label('mobile', '手机号', true)}<input id="f-mobile" name="mobile" type="tel" inputmode="numeric" autocomplete="tel" maxlength="11" pattern="1[0-9]{10}" required value="${String(state.values.mobile ?? '')}">${err('mobile')}
${shown.map((f) => html`${label(f, portalFormFieldLabels[f], form.fields[f] === 'required')}${fieldInput(f, state.values[f], form.fields[f] === 'required')}${err(f)}`)}
${
  form.attachment !== 'hidden'
    ? html`${label('file', '简历附件', form.attachment === 'required')}<input id="f-file" name="file" type="file" accept=".pdf,.doc,.docx,.txt,.html,.htm,.jpg,.jpeg,.png"${(form.attachment === 'required' ? ' required' : '')}><div class="hint">${fieldModeLabels[form.attachment]}，支持PDF、Word、图片或文本，不超过${PORTAL_ATTACHMENT_MAX_MB}MB</div>${err('file')}`
    : ''
}
<div class="hp" aria-hidden="true"><label>请勿填写<input name="${HONEYPOT_FIELD}" tabindex="-1" autocomplete="off"></label></div>
<input type="hidden" name="consentVersion" value="${form.consentVersion}"><div class="consent" id="consent-text">${form.consentText}</div>
<label class="agree"><input type="checkbox" name="consent" value="true" required aria-describedby="consent-text"${(state.values.consent ? ' checked' : '')}><span>我已阅读并同意上述隐私协议（第${form.consentVersion}版）</span></label>${err('consent')}
<button class="btn block" type="submit">提交申请</button>
</form></main>`;
  return shell(v, `申请 ${job.name} - ${v.info.seoTitle}`, body);
}

export function appliedPage(v: SiteView, jobName: string, again: boolean): string {
  const body = html`<main class="in"><div class="card done" role="status"><div class="ok" aria-hidden="true">✓</div>
<h1>${again ? '您已申请过该职位' : '申请已提交'}</h1>
<p>${again ? `我们已收到您对「${jobName}」的申请，无需重复提交。` : `感谢您申请「${jobName}」，我们已收到您的简历。`}</p>
<p class="hint">招聘团队会尽快查看，合适的话将通过您留下的手机号与您联系，请保持电话畅通。</p>
<p><a class="btn ghost" href="${base(v)}">查看其他职位</a></p></div></main>`;
  return shell(v, `申请已提交 - ${v.info.seoTitle}`, body);
}

/** A closed or unknown portal or job: a plain page with the way back. */
export function missingPage(message: string, home: string | null): string {
  return page({
    title: '页面不存在',
    color: '#1677ff',
    companyName: '招聘官网',
    homeUrl: home ?? '#',
    logoUrl: null,
    body: html`<main class="in"><div class="card empty"><p>${message}</p>${home ? html`<p><a class="btn ghost" href="${home}">查看在招职位</a></p>` : ''}</div></main>`,
  });
}
