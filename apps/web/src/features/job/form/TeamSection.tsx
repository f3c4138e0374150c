// 招聘团队 of the job form: the recruiting owner, assistants, hiring managers (who see the job in
// /lite/job/list) and interviewers. Someone on the job who has since been disabled still shows.
import { Col, Form, Row, Select } from 'antd';
import type { JobDetail } from '@bole/domain';
import { useMemo } from 'react';
import { useAccountOptions } from '../../../api/account-options';

type Props = { job?: JobDetail };

export function TeamSection({ job }: Props) {
  const { options, names } = useAccountOptions();
  // Accounts the job names that are no longer active: kept selectable so the form shows them.
  const all = useMemo(() => {
    const gone = (job?.people ?? []).filter((p) => !names.has(p.id)).map((p) => ({ value: p.id, label: `${p.userName}（已停用）` }));
    return [...options, ...gone];
  }, [job, options, names]);
  const people = { options: all, showSearch: { optionFilterProp: 'label' as const }, notFoundContent: '没有找到该同事' };

  return (
    <Row gutter={16}>
      <Col span={12}>
        <Form.Item name="userId" label="招聘负责人" extra="负责该职位的招聘进度">
          <Select allowClear placeholder="选择同事" {...people} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="jurisdictionAccountIds" label="协助人" extra="协助负责人处理该职位的候选人">
          <Select mode="multiple" allowClear placeholder="可选多人" maxCount={50} {...people} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="userPersonAccountIds" label="用人经理" extra="可在「我的职位」中查看该职位，筛选推荐给他的简历">
          <Select mode="multiple" allowClear placeholder="可选多人" maxCount={50} {...people} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="interviewAccountIds" label="面试官">
          <Select mode="multiple" allowClear placeholder="可选多人" maxCount={50} {...people} />
        </Form.Item>
      </Col>
    </Row>
  );
}
