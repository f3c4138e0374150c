// What the helper guide says per job board: where recruiters open a resume and what to mind.
import type { ResumeSourceChannel } from '@bole/domain';

export type BoardGuide = { where: string; tip: string };

const CONTACT_TIP = '未获取联系方式的简历，手机号通常被隐藏，收录后会标记为「无手机号」；建议获取联系方式后再收录。';

export const BOARD_GUIDES: Partial<Record<ResumeSourceChannel, BoardGuide>> = {
  1: { where: '登录前程无忧企业版，在职位管理或简历库中打开候选人的简历详情页', tip: CONTACT_TIP },
  2: { where: '登录智联招聘企业版，在职位的应聘简历或简历搜索中打开完整的简历详情页', tip: `若简历只在列表右侧的预览中显示，请先打开完整的简历页再收录。${CONTACT_TIP}` },
  3: { where: '登录猎聘企业版，打开候选人的简历详情页', tip: CONTACT_TIP },
  6: {
    where: '登录BOSS直聘招聘者版，在沟通或牛人管理中打开候选人的在线简历',
    tip: 'BOSS直聘的在线简历可能有部分内容以图片显示，简历助手读不到图片里的文字；遇到这种情况，请向候选人索要附件简历，下载后通过人才库的「上传简历」入库。',
  },
  20: { where: '登录拉勾招聘企业版，打开候选人的简历详情页', tip: CONTACT_TIP },
  27: { where: '登录58同城招聘商家中心，打开简历详情页', tip: CONTACT_TIP },
};

/** The steps every board shares, after where to open the resume. */
export const COMMON_STEPS = ['点击浏览器书签栏上的「简历助手」', '页面右上角显示收录结果，点「在伯乐招聘中查看」打开入库的简历'];
