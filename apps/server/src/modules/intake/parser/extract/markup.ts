// Markdown and LaTeX résumé sources as the plain text the parser reads: headings as lines of
// their own, emphasis and commands removed, moderncv's \cventry as an entry's head line.

const LATEX = /\\documentclass|\\begin\{document\}|\\(?:sub)?section\*?\{|\\cventry\{/;
const MARKDOWN_HEADING = /^#{1,6}\s+\S/m;

/** Whether a text file is a LaTeX source. */
export const isLatex = (text: string) => LATEX.test(text);
/** Whether a text file is Markdown: it has at least one `#` heading. */
export const isMarkdown = (text: string) => MARKDOWN_HEADING.test(text) && !isLatex(text);

/** Markdown without heading marks, emphasis and link targets; list bullets and tables stay. */
export function markdownToText(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) =>
      line
        .replace(/^\s{0,3}#{1,6}\s+/, '')
        .replace(/^\s{0,3}>\s?/, '')
        .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/(\*\*|__)(.+?)\1/g, '$2')
        .replace(/(?<![\w*])[*_]([^*_\s][^*_]*?)[*_](?![\w*])/g, '$1')
        .replace(/`([^`]*)`/g, '$1')
        .replace(/^\s*(?:[-*_]\s*){3,}$/, ''),
    )
    .join('\n');
}

/** The brace groups right after a command: `{a}{b}` -> ['a', 'b'] and where they end. */
function groupsAt(text: string, from: number, most = Infinity): { args: string[]; end: number } {
  const args: string[] = [];
  let i = from;
  while (args.length < most) {
    while (text[i] === ' ' || (text[i] === '[' && text.indexOf(']', i) > i)) i = text[i] === '[' ? text.indexOf(']', i) + 1 : i + 1;
    if (text[i] !== '{') break;
    let depth = 0;
    let j = i;
    for (; j < text.length; j += 1) {
      if (text[j] === '\\') j += 1;
      else if (text[j] === '{') depth += 1;
      else if (text[j] === '}' && --depth === 0) break;
    }
    args.push(text.slice(i + 1, j));
    i = j + 1;
  }
  return { args, end: i };
}

// Commands whose arguments become a line of their own: \cventry{dates}{title}{employer}{city}{grade}{description}
// lists the employer or school before the title or degree, as the entry reader expects.
const LINE_COMMANDS: Record<string, (a: string[]) => string> = {
  name: (a) => `\n${a.join('')}\n`,
  firstname: (a) => `\n${a[0] ?? ''}`,
  familyname: (a) => `${a[0] ?? ''}\n`,
  title: (a) => `\n求职意向: ${a[0] ?? ''}\n`,
  phone: (a) => `\n手机: ${a[0] ?? ''}\n`,
  mobile: (a) => `\n手机: ${a[0] ?? ''}\n`,
  email: (a) => `\n邮箱: ${a[0] ?? ''}\n`,
  address: (a) => `\n地址: ${a.filter(Boolean).join(' ')}\n`,
  section: (a) => `\n${a[0] ?? ''}\n`,
  subsection: (a) => `\n${a[0] ?? ''}\n`,
  cventry: (a) => `\n${[a[0], a[2], a[1], a[3], a[4]].filter(Boolean).join('  ')}\n${a[5] ?? ''}\n`,
  cvitem: (a) => `\n${a[0] ? `${a[0]}: ` : ''}${a[1] ?? ''}\n`,
  item: () => '\n- ',
  href: (a) => a[1] ?? '',
};
// Commands dropped with their arguments, and how many brace groups they take.
const DROPPED: Record<string, number> = {
  documentclass: 1, usepackage: 1, moderncvstyle: 1, moderncvcolor: 1, begin: 1, end: 1, geometry: 1, setlength: 2, photo: 1,
  makecvtitle: 0, maketitle: 0, pagestyle: 1, vspace: 1, hspace: 1,
};
const SPACING = new Set(['hfill', 'quad', 'qquad', 'par', 'newline', 'linebreak']);

/** A LaTeX source as text: commands read or dropped, groups opened, `\\` and \hfill as breaks and gaps. */
export function latexToText(source: string): string {
  // A % after a digit is a percentage written without its backslash, not a comment.
  const text = source.replace(/(?<![\\\d])%.*$/gm, '');
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '\\') {
      const command = /^\\([A-Za-z]+)\*?|^\\(.)/.exec(text.slice(i))!;
      const name = command[1];
      i += command[0].length;
      if (!name) {
        // \\ ends a line; \% \& \$ \_ are the characters themselves.
        out += command[2] === '\\' ? '\n' : command[2] === ',' ? ' ' : command[2]!;
        continue;
      }
      if (SPACING.has(name)) {
        out += '  ';
        continue;
      }
      const { args, end } = groupsAt(text, i, DROPPED[name]);
      const line = LINE_COMMANDS[name];
      if (line) {
        out += line(args.map(latexToText).map((a) => a.replace(/\s*\n\s*/g, ' ').trim()));
        i = end;
      } else if (name in DROPPED) i = end;
      // Font and size commands (\textbf{x}, {\LARGE x}) leave their text.
      continue;
    }
    if (c === '{' || c === '}' || c === '$' || c === '~') out += c === '~' ? ' ' : '';
    else out += c;
    i += 1;
  }
  return out.replace(/--+/g, '-').replace(/[ \t]*\n[ \t]*/g, '\n');
}
