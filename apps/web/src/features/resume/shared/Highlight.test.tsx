// Marking the words the server found for a search.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Highlight, splitHighlights } from './Highlight';

describe('splitHighlights', () => {
  it('cuts the text around every matched word', () => {
    expect(splitHighlights('北京大学计算机系，毕业后留在北京', ['北京'])).toEqual([
      { text: '北京', hit: true },
      { text: '大学计算机系，毕业后留在', hit: false },
      { text: '北京', hit: true },
    ]);
  });

  it('prefers the longer word where words overlap, ignores case and regex characters', () => {
    expect(splitHighlights('北京大学 C++ React', ['北京', '北京大学', 'c++', 'react'])).toEqual([
      { text: '北京大学', hit: true },
      { text: ' ', hit: false },
      { text: 'C++', hit: true },
      { text: ' ', hit: false },
      { text: 'React', hit: true },
    ]);
  });

  it('leaves text without matches whole', () => {
    expect(splitHighlights('清华大学', [])).toEqual([{ text: '清华大学', hit: false }]);
    expect(splitHighlights('', ['北京'])).toEqual([]);
  });
});

describe('<Highlight>', () => {
  it('wraps matches in <mark>', () => {
    const { container } = render(<Highlight text="高级前端开发工程师" words={['前端']} />);
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['前端']);
    expect(container.textContent).toBe('高级前端开发工程师');
  });
});
