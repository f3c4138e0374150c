import { describe, expect, it } from 'vitest';
import { IMAGE_OMITTED, sanitizeHtml, sanitizeStyle } from './preview.sanitize';

const limits = { maxImageBytes: 1024, maxTotalImageBytes: 2048 };
const clean = (html: string, resolveImage?: (src: string) => string | undefined) => sanitizeHtml(html, { ...limits, resolveImage });
const png = (bytes: number) => `data:image/png;base64,${Buffer.alloc(bytes, 7).toString('base64')}`;

describe('sanitizeHtml', () => {
  it('drops scripts with their content, in any case and spelling', () => {
    const out = clean('<p>张伟</p><script>alert(1)</script><SCRIPT type="module">fetch("/api")</SCRIPT><p>前端工程师</p><script src="https://evil.example/x.js"></script>');
    expect(out).toBe('<p>张伟</p><p>前端工程师</p>');
  });

  it('drops event handlers, and images that are not data: URIs of a raster type', () => {
    expect(clean('<img src="x" onerror="alert(1)">')).toBe('');
    expect(clean('<p onclick="steal()" onmouseover=alert(1) title="简历">手机</p>')).toBe('<p title="简历">手机</p>');
    expect(clean('<img src="https://tracker.example/p.gif" alt="头像">')).toBe('');
    expect(clean('<img src="//tracker.example/p.gif">')).toBe('');
    expect(clean('<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">')).toBe('');
    const photo = png(100);
    expect(clean(`<img src="${photo}" onload="x()" alt="证件照" width="120">`)).toBe(`<img src="${photo}" alt="证件照" width="120">`);
  });

  it('keeps web and mail links only, however a javascript: link is spelt', () => {
    expect(clean('<a href="javascript:alert(1)">个人主页</a>')).toBe('<a>个人主页</a>');
    expect(clean('<a href="JaVa&#x09;ScRiPt:alert(1)">主页</a>')).toBe('<a>主页</a>');
    expect(clean('<a href=" java\nscript:alert(1)">主页</a>')).toBe('<a>主页</a>');
    expect(clean('<a href="data:text/html,<script>alert(1)</script>">作品</a>')).toBe('<a>作品</a>');
    expect(clean('<a href="https://github.com/zhangwei">GitHub</a>')).toBe('<a href="https://github.com/zhangwei" rel="noopener noreferrer">GitHub</a>');
    expect(clean('<a href="mailto:zhangwei@example.com">邮箱</a>')).toContain('href="mailto:zhangwei@example.com"');
  });

  it('drops <style> sheets and keeps only harmless declarations of a style attribute', () => {
    expect(clean('<style>@import url(https://evil.example/a.css); body{background:url(https://evil.example/b.png)}</style><p>正文</p>')).toBe('<p>正文</p>');
    expect(clean('<p style="background-image:url(https://evil.example/t.png);color:#333">x</p>')).toBe('<p style="color:#333">x</p>');
    expect(clean('<p style="background:url(javascript:alert(1))">x</p>')).toBe('<p>x</p>');
    expect(clean('<p style="width:expression(alert(1));font-weight:bold">x</p>')).toBe('<p style="font-weight:bold">x</p>');
    expect(clean('<p style="position:fixed;top:0;color:red">x</p>')).toBe('<p style="color:red">x</p>');
    expect(clean('<td style="color:u\\72l(x)">x</td>')).toBe('<td>x</td>');
  });

  it('keeps the layout of Word and job-board HTML: tables, spans, headings, conditionals dropped', () => {
    const word = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><meta charset="gb2312"><title>简历</title>
      <!--[if gte mso 9]><xml><w:WordDocument></w:WordDocument></xml><![endif]--></head>
      <body lang=ZH-CN><div class=WordSection1><p class=MsoNormal align=center><b><span style='font-size:18.0pt;font-family:宋体'>个人简历</span></b><o:p></o:p></p>
      <table class=MsoTableGrid border=1 cellspacing=0 cellpadding=0><tr><td width=100 valign=top>姓名</td><td colspan=3>王芳</td></tr></table>
      <![if !supportLists]><span>1.</span><![endif]><font color="#1f4e79">熟悉Excel</font><center>第1页</center></div></body></html>`;
    const out = clean(word);
    expect(out).toContain('<p align="center"><b><span style="font-size:18.0pt">个人简历</span></b></p>');
    expect(out).toContain('<table border="1" cellspacing="0" cellpadding="0"><tr><td width="100" valign="top">姓名</td><td colspan="3">王芳</td></tr></table>');
    expect(out).toContain('<span>1.</span><span>熟悉Excel</span><div>第1页</div>');
    expect(out).not.toMatch(/class=|xml|WordDocument|<html|<body|<meta|简历<\/title>/);
  });

  it('escapes text and attribute values again, so broken markup cannot open a tag', () => {
    expect(clean('<p>薪资 < 20K & 期望 > 15K</p>')).toBe('<p>薪资 &lt; 20K &amp; 期望 &gt; 15K</p>');
    expect(clean('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(clean('<p title="a&quot; onmouseover=&quot;x()">t</p>')).toBe('<p title="a&quot; onmouseover=&quot;x()">t</p>');
    expect(clean('<p><scr<script>ipt>alert(1)</script></p>')).toBe('<p>&lt;scr</p>');
    expect(clean('<iframe src="https://evil.example"></iframe><object data="x.swf"></object><form action="https://evil.example"><input name="p">提交</form>')).toBe('提交');
    expect(clean('<base href="https://evil.example/"><link rel=stylesheet href="https://evil.example/a.css"><meta http-equiv="refresh" content="0;url=https://evil.example">')).toBe('');
  });

  it('keeps images within the limits and says where one was too large', () => {
    const out = clean(`<img src="${png(600)}"><img src="${png(2000)}"><img src="${png(600)}"><img src="${png(900)}">`);
    expect(out.match(/<img /g)).toHaveLength(2);
    expect(out.split(IMAGE_OMITTED)).toHaveLength(3);
  });

  it('resolves the pictures a web archive carries, and nothing else', () => {
    const photo = png(50);
    const images = new Map([['resume.files/image001.png', photo]]);
    const out = clean('<img src="resume.files/image001.png"><img src="file:///C:/secret.png">', (src) => images.get(src));
    expect(out).toBe(`<img src="${photo}">`);
  });
});

describe('sanitizeStyle', () => {
  it('keeps colours, sizes, borders and alignment', () => {
    expect(sanitizeStyle('color: rgb(31, 78, 121); font-size:10.5pt; border:solid windowtext 1.0pt; text-align:justify; mso-bidi-font-family:Arial')).toBe(
      'color:rgb(31, 78, 121);font-size:10.5pt;border:solid windowtext 1.0pt;text-align:justify',
    );
  });
});
