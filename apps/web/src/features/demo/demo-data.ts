// Sample candidates for the component demo: realistic, invented Chinese data.
import type { InterviewResult, JobNature } from '@bole/domain';

export type DemoCandidate = {
  id: number;
  name: string;
  job: string;
  city: string;
  years: number;
  nature: JobNature;
  result: InterviewResult;
  updatedAt: string;
};

export const DEMO_CANDIDATES: DemoCandidate[] = [
  { id: 1, name: '陈思远', job: '高级前端工程师', city: '上海', years: 6, nature: 1, result: 6, updatedAt: '2025-03-06T10:20:00+08:00' },
  { id: 2, name: '林雨桐', job: '产品经理', city: '杭州', years: 4, nature: 1, result: 1, updatedAt: '2025-03-06T09:05:00+08:00' },
  { id: 3, name: '王浩然', job: 'Java 开发工程师', city: '北京', years: 3, nature: 1, result: 0, updatedAt: '2025-03-05T16:40:00+08:00' },
  { id: 4, name: '赵静怡', job: '招聘专员', city: '深圳', years: 2, nature: 1, result: 2, updatedAt: '2025-03-05T11:12:00+08:00' },
  { id: 5, name: '刘子轩', job: '数据分析实习生', city: '成都', years: 0, nature: 3, result: 8, updatedAt: '2025-03-04T14:30:00+08:00' },
  { id: 6, name: '孙梦琪', job: 'UI 设计师', city: '广州', years: 5, nature: 1, result: 4, updatedAt: '2025-03-03T17:55:00+08:00' },
];
