// The antd theme: one clean blue, quiet greys, slightly rounded corners.
import type { ThemeConfig } from 'antd';

export const BRAND_BLUE = '#1d5eff';

export const theme: ThemeConfig = {
  cssVar: { key: 'bole' },
  hashed: false,
  token: {
    colorPrimary: BRAND_BLUE,
    colorInfo: BRAND_BLUE,
    colorSuccess: '#16a36a',
    colorWarning: '#f59a23',
    colorError: '#e5484d',
    colorTextBase: '#1f2633',
    colorBgLayout: '#f4f6fb',
    borderRadius: 6,
    fontSize: 14,
    controlHeight: 34,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Layout: { headerBg: '#ffffff', headerHeight: 56, headerPadding: '0 20px', siderBg: '#ffffff', bodyBg: '#f4f6fb' },
    Menu: { itemBorderRadius: 6, itemMarginInline: 8, itemSelectedBg: '#eaf1ff', itemSelectedColor: BRAND_BLUE, subMenuItemBg: '#ffffff' },
    Card: { borderRadiusLG: 10 },
    Button: { primaryShadow: 'none' },
  },
};
