// The bookmarklet as a browser runs it: the javascript: address decoded and evaluated on a job
// board's page, sending the cleaned page with the key header and no cookies, then the result box.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookmarkletHref } from './bookmarklet';

const ORIGIN = 'https://bole.example.cn';
const KEY = 'bole_testkeytestkeytestkeytestkey1234';

function run(answer: () => Promise<unknown>) {
  const fetch = vi.fn(async () => ({ json: answer }));
  vi.stubGlobal('fetch', fetch);
  const href = bookmarkletHref(ORIGIN, KEY);
  expect(href.startsWith('javascript:')).toBe(true);
  new Function(decodeURIComponent(href.slice('javascript:'.length)))();
  return fetch;
}

const box = () => document.getElementById('bole-helper-result');

beforeEach(() => {
  document.title = '王浩然的简历-猎聘';
  document.body.innerHTML = '<h1>王浩然</h1><div>手机：13800138000</div><script>track()</script><style>.x{}</style><img src="data:image/png;base64,AAAA">';
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('简历助手 bookmarklet', () => {
  it('posts the page without scripts, styles or images, with the key header and no credentials', async () => {
    const fetch = run(async () => ({ status: 200, data: { id: 88, name: '王浩然', parseStatus: 1, storageResult: 1, channelName: '猎聘', reason: null } }));
    expect(box()?.textContent).toContain('正在收录简历');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`${ORIGIN}/api/helper/capture`);
    expect(init).toMatchObject({ method: 'POST', mode: 'cors', credentials: 'omit', headers: { 'content-type': 'application/json', 'x-bole-helper-key': KEY } });
    const body = JSON.parse(String(init.body)) as { url: string; title: string; html: string };
    expect(body.title).toBe('王浩然的简历-猎聘');
    expect(body.url).toBe(location.href);
    expect(body.html).toMatch(/^<!DOCTYPE html><html/);
    expect(body.html).toContain('13800138000');
    expect(body.html).not.toMatch(/<script|<style|<img|bole-helper-result/);
    await vi.waitFor(() => expect(box()?.textContent).toContain('已收录「王浩然」（猎聘）'));
    expect(box()?.querySelector('a')?.getAttribute('href')).toBe(`${ORIGIN}/resume/detail/88`);
  });

  it('says whether the page was already in the pool or was stored as a duplicate', async () => {
    run(async () => ({ status: 200, data: { id: 41, name: '王浩然', parseStatus: 7, storageResult: 3, channelName: '猎聘', reason: '该文件已上传过，对应简历#41' } }));
    await vi.waitFor(() => expect(box()?.textContent).toContain('「王浩然」的这份简历已在人才库中（猎聘），未重复入库'));
    expect(box()?.querySelector('a')?.getAttribute('href')).toBe(`${ORIGIN}/resume/detail/41`);
    run(async () => ({ status: 200, data: { id: 52, name: '王浩然', parseStatus: 5, storageResult: 3, channelName: '猎聘', reason: '手机号与简历#41重复，已保存并关联' } }));
    await vi.waitFor(() => expect(box()?.textContent).toContain('已收录「王浩然」（猎聘），手机号与简历#41重复，已保存并关联'));
  });

  it('shows the server’s refusal, and a way out when Bole cannot be reached', async () => {
    run(async () => ({ status: '31208', message: '管理员已在插件设置中停用该招聘网站，简历未收录' }));
    await vi.waitFor(() => expect(box()?.textContent).toContain('管理员已在插件设置中停用该招聘网站'));
    run(() => Promise.reject(new TypeError('Failed to fetch')));
    await vi.waitFor(() => expect(box()?.textContent).toContain('无法连接伯乐招聘（https://bole.example.cn）'));
    // One box at a time: running it again replaces the last one.
    expect(document.querySelectorAll('#bole-helper-result')).toHaveLength(1);
  });
});
