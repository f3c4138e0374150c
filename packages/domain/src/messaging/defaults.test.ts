import { describe, expect, it } from 'vitest';
import { messageTemplateTypeOrder, placeholderLabels, placeholdersOfType } from './codes';
import { defaultMessageTemplates } from './defaults';
import { messageTemplateContentSchemaOf, renderMessage, type RenderedMessage } from './message';
import { smsLength } from './sms';
import { checkTemplate, type TemplateValues } from './template';

const full: TemplateValues = Object.fromEntries(Object.entries(placeholderLabels).map(([id, label]) => [id, `<${label}>`]));

function leftovers(rendered: RenderedMessage): string[] {
  return Object.values(rendered).filter((text) => /\$\{|undefined|null/.test(text));
}

describe('defaultMessageTemplates', () => {
  it('has one template per type', () => {
    expect(Object.keys(defaultMessageTemplates).map(Number).sort()).toEqual([...messageTemplateTypeOrder].sort());
  });

  for (const type of messageTemplateTypeOrder) {
    describe(`type ${type}`, () => {
      const template = defaultMessageTemplates[type];

      it('passes checkTemplate and the save schema', () => {
        for (const text of Object.values(template)) expect(checkTemplate(text, placeholdersOfType(type))).toBeUndefined();
        expect(messageTemplateContentSchemaOf(type).parse(template)).toEqual(template);
      });

      it('renders with every value, escaped in the e-mail body', () => {
        const rendered = renderMessage(template, full);
        expect(leftovers(rendered)).toEqual([]);
        expect(rendered.emailHtml).toContain('&lt;');
        expect(rendered.emailHtml).not.toMatch(/<(候选人|公司|职位|面试)/);
        expect(rendered.smsContent).toMatch(/<[^>]+>/);
      });

      it('renders with no values at all', () => {
        const rendered = renderMessage(template, {});
        expect(leftovers(rendered)).toEqual([]);
        for (const text of Object.values(rendered)) expect(text.trim()).not.toBe('');
      });

      it('keeps its SMS short enough for the editor limit', () => {
        expect(smsLength(template.smsContent)).toBeLessThanOrEqual(500);
      });
    });
  }
});
