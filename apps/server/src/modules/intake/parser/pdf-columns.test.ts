import { describe, expect, it } from 'vitest';
import { linesOfLayout, type Item } from './extract/pdf';

const at = (x: number, y: number, str: string, width = str.length * 10): Item => ({ str, x, y, width, size: 10 });

describe('PDF sidebars (issue 17 class 3)', () => {
  it('reads the main column before the sidebar instead of interleaving their rows', () => {
    const sidebar = [at(20, 700, '联系方式'), at(20, 685, '13700005555'), at(20, 640, '专业技能'), at(20, 625, '• Excel'), at(20, 610, '• SAP'), at(20, 595, '• Python')];
    const main = [
      at(200, 700, '沈清'), at(200, 670, '工作经历'), at(200, 655, '上海远帆物流有限公司'), at(200, 640, '物流主管 | 2019.07 - 至今'),
      at(200, 625, '负责仓储调度。'), at(200, 600, '教育经历'), at(200, 585, '上海海事大学 物流管理 本科 2015.09 - 2019.06'),
    ];
    expect(linesOfLayout([...sidebar, ...main])).toEqual([
      '沈清', '工作经历', '上海远帆物流有限公司', '物流主管 | 2019.07 - 至今', '负责仓储调度。', '教育经历', '上海海事大学 物流管理 本科 2015.09 - 2019.06',
      '联系方式', '13700005555', '专业技能', '• Excel', '• SAP', '• Python',
    ]);
  });

  it('keeps a one-column page with a table of labels in row order', () => {
    const items = [
      at(20, 700, '姓名'), at(200, 700, '周宁'), at(20, 685, '性别'), at(200, 685, '女'), at(20, 670, '电话'), at(200, 670, '13700006666'),
      at(20, 655, '学历'), at(200, 655, '本科'), at(20, 640, '城市'), at(200, 640, '杭州'), at(20, 620, '工作经历'), at(20, 605, '负责华东区域的渠道拓展与客户维护工作。'),
    ];
    expect(linesOfLayout(items)[0]).toBe('姓名  周宁');
    expect(linesOfLayout(items)).toHaveLength(7);
  });
});
