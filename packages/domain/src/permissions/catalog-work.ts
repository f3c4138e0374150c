// Everyday recruiting work: talent pool, pipeline, jobs and demands, reports, hand-over.
import type { PermissionGroupDef } from './types';

export const WORK_GROUPS: PermissionGroupDef[] = [
  {
    key: 'talentPool',
    title: '人才库',
    // 210011 删除简历 is shown with the candidate detail group, as the spec lists it there.
    items: [
      { code: 210001, name: '查看企业人才库' },
      { code: 210002, name: '新增简历' },
      { code: 210003, name: '导入简历' },
      { code: 210004, name: '导出简历' },
      { code: 210005, name: '编辑简历' },
      { code: 210006, name: '加入职位' },
      { code: 210007, name: '合并重复简历' },
      { code: 210008, name: '转发简历' },
      { code: 210009, name: '加入黑名单' },
      { code: 210010, name: '查看平台人才库' },
      { code: 210012, name: '管理人才文件夹' },
      { code: 210013, name: '恢复已删除简历' },
    ],
  },
  {
    key: 'recruiting',
    title: '招聘',
    items: [
      { code: 220001, name: '流程管理' },
      { code: 220002, name: '移动阶段' },
      { code: 220003, name: '淘汰候选人' },
      { code: 220004, name: '推荐给用人部门' },
      { code: 220005, name: '安排面试' },
      { code: 220006, name: '查看面试安排' },
      { code: 220007, name: '修改/取消面试' },
      { code: 220008, name: '面试签到' },
      { code: 220009, name: '发送Offer' },
      { code: 220010, name: '发起Offer审批' },
      { code: 220011, name: '办理入职' },
      { code: 220012, name: '恢复已淘汰候选人' },
      { code: 220013, name: '通知候选人' },
      { code: 220014, name: '导出流程候选人' },
    ],
  },
  {
    key: 'job',
    title: '职位与招聘需求',
    items: [
      { code: 230001, name: '查看职位' },
      { code: 230002, name: '新建职位' },
      { code: 230003, name: '编辑职位' },
      { code: 230004, name: '发布/下线职位' },
      { code: 230005, name: '删除职位' },
      { code: 230006, name: '查看招聘需求' },
      { code: 230007, name: '提交招聘需求' },
      { code: 230008, name: '处理招聘需求' },
    ],
  },
  {
    key: 'report',
    title: '报表',
    items: [
      { code: 240001, name: '查看报表' },
      { code: 240002, name: '导出报表' },
      { code: 240003, name: '数据看板' },
      { code: 240004, name: '通话记录' },
    ],
  },
  {
    key: 'handOver',
    title: '删除/移交',
    items: [{ code: 260001, name: '移交简历' }],
  },
];
