// The plain CSS of the antd-free screens must look like the antd theme of the rest of the product.
import { describe, expect, it } from 'vitest';
import { theme as antdTheme } from 'antd';
import { theme } from '../../app/theme';
import css from './plain.css?raw';

const variable = (name: string) => css.match(new RegExp(`--bole-${name}:\\s*([^;]+);`))?.[1]?.trim();
const token = antdTheme.getDesignToken(theme);

describe('plain.css', () => {
  it.each([
    ['primary', token.colorPrimary],
    ['primary-hover', token.colorPrimaryHover],
    ['primary-active', token.colorPrimaryActive],
    ['primary-border', token.colorPrimaryBorder],
    ['error', token.colorError],
    ['error-hover', token.colorErrorHover],
    ['error-bg', token.colorErrorBg],
    ['error-border', token.colorErrorBorder],
    ['warning', token.colorWarning],
    ['success', token.colorSuccess],
    ['success-bg', token.colorSuccessBg],
    ['warning-bg', token.colorWarningBg],
    ['info-bg', token.colorInfoBg],
    ['border', token.colorBorder],
    ['radius', `${token.borderRadius}px`],
    ['radius-lg', `${token.borderRadiusLG}px`],
    ['height', `${token.controlHeight}px`],
    ['height-lg', `${token.controlHeightLG}px`],
  ])('--bole-%s is the theme value %s', (name, value) => {
    expect(variable(name)?.toLowerCase()).toBe(String(value).toLowerCase());
  });

  it('uses the theme text colours and focus rings', () => {
    const rgba = (value: string) => value.replace(/\s+/g, '');
    expect(rgba(variable('text') ?? '')).toBe(rgba(token.colorText));
    expect(rgba(variable('text-tertiary') ?? '')).toBe(rgba(token.colorTextTertiary));
    expect(rgba(variable('text-placeholder') ?? '')).toBe(rgba(token.colorTextPlaceholder));
    expect(rgba(variable('primary-outline') ?? '')).toBe(rgba(token.controlOutline));
    expect(rgba(variable('error-outline') ?? '')).toBe(rgba(token.colorErrorOutline));
  });
});
