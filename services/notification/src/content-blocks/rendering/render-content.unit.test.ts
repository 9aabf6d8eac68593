import { allowedTokensOf, htmlToText, renderContent } from './render-content.js';

/** The HTML of a value made of these blocks, each its own paragraph. */
const htmlOf = (...blocks: string[]) => renderContent(blocks.join('\n\n')).contentHtml;

describe('renderContent: Markdown to sanitised HTML', () => {
  it.each([
    ['# Title', '<h1>Title</h1>'],
    ['## Sub', '<h2>Sub</h2>'],
    ['Some **bold**, _italic_ and ~~gone~~ `code`.', '<strong>bold</strong>, <em>italic</em> and <s>gone</s> <code>code</code>'],
    ['- one\n- two', '<ul>\n<li>one</li>\n<li>two</li>\n</ul>'],
    ['1. first\n2. second', '<ol>\n<li>first</li>\n<li>second</li>\n</ol>'],
    ['> quoted', '<blockquote>\n<p>quoted</p>\n</blockquote>'],
    ['[Help](https://example.com/help "Help page")', '<a href="https://example.com/help" title="Help page" rel="noopener noreferrer">Help</a>'],
    ['<mailto:help@example.com>', '<a href="mailto:help@example.com" rel="noopener noreferrer">mailto:help@example.com</a>'],
    ['https://example.org', '<a href="https://example.org" rel="noopener noreferrer">https://example.org</a>'],
    ['| a | b |\n|:--|--:|\n| 1 | 2 |', '<th style="text-align:left">a</th>'],
    ['| a | b |\n|:--|--:|\n| 1 | 2 |', '<td style="text-align:right">2</td>'],
    ['```js\nconst x = 1;\n```', '<pre><code class="language-js">const x = 1;\n</code></pre>'],
  ])('keeps headings, emphasis, lists, links, quotes, code and tables: %j renders with %j', (markdown, html) => {
    expect(renderContent(markdown).contentHtml).toContain(html);
  });

  it('removes scripts, styles, iframes, forms and event handlers written as HTML', () => {
    const contentHtml = htmlOf(
      'Before',
      '<script>alert("x")</script>',
      '<style>body { display: none }</style>',
      '<iframe src="https://evil.example/"></iframe>',
      '<form action="https://evil.example/"><input name="q"><button>Go</button></form>',
      '<p onclick="alert(1)" style="color: red" class="x">Click</p>',
      '<img src="https://example.com/logo.png" onerror="alert(1)" alt="Logo">',
      '<svg onload="alert(1)"><circle r="1"/></svg>',
      '<object data="x.swf"></object><embed src="x.swf">',
      'After',
    );
    expect(contentHtml).not.toMatch(/<script|<style|<iframe|<form|<input|<button|<svg|<object|<embed/i);
    expect(contentHtml).not.toMatch(/onclick|onerror|onload|style="color|class="x"/i);
    expect(contentHtml).not.toContain('alert');
    expect(contentHtml).not.toContain('display: none');
    expect(contentHtml).toContain('<p>Before</p>');
    expect(contentHtml).toContain('<p>Click</p>');
    expect(contentHtml).toContain('<img src="https://example.com/logo.png" alt="Logo" />');
    expect(contentHtml).toContain('<p>After</p>');
  });

  it('allows links to http, https, mailto and relative addresses only, each with rel="noopener noreferrer"', () => {
    const contentHtml = htmlOf(
      '[md js](javascript:alert(1))',
      '<a href="javascript:alert(2)">raw js</a>',
      '<a href="JaVaScRiPt:alert(3)">mixed case</a>',
      '<a href="&#106;avascript:alert(4)">entity</a>',
      '<a href="data:text/html,<script>alert(5)</script>">data</a>',
      '<a href="vbscript:msgbox(6)">vb</a>',
      '<a href="//evil.example/">protocol relative</a>',
      '<a href="https://example.com/" target="_self" rel="opener">kept</a>',
      '[page](/page/contact-us)',
      '<img src="javascript:alert(7)" alt="bad image"><img src="data:image/png;base64,AAAA" alt="data image">',
    );
    // The Markdown link to javascript: is not a link at all (markdown-it refuses it): it stays text.
    expect(contentHtml).toContain('<p>[md js](javascript:alert(1))</p>');
    const addresses = [...contentHtml.matchAll(/(?:href|src)="([^"]*)"/g)].map((m) => m[1]);
    expect(addresses).toEqual(['https://example.com/', '/page/contact-us']);
    expect(contentHtml).toContain('<a rel="noopener noreferrer">raw js</a>');
    expect(contentHtml).toContain('<a rel="noopener noreferrer">mixed case</a>');
    expect(contentHtml).toContain('<a rel="noopener noreferrer">entity</a>');
    expect(contentHtml).toContain('<a href="https://example.com/" rel="noopener noreferrer">kept</a>');
    expect(contentHtml).toContain('<a href="/page/contact-us" rel="noopener noreferrer">page</a>');
    expect(contentHtml).toContain('<img alt="bad image" /><img alt="data image" />');
    expect(contentHtml).not.toContain('target=');
    expect(contentHtml.match(/<a /g)).toHaveLength((contentHtml.match(/rel="noopener noreferrer"/g) ?? []).length);
  });

  it('keeps %Token% placeholders in text and in link addresses', () => {
    const { contentHtml, contentText } = renderContent('Hello %ClientFirstName%, [start the survey](%SurveyLink%) or visit https://example.com/?a=%Code%.');
    expect(contentHtml).toContain('Hello %ClientFirstName%');
    expect(contentHtml).toContain('<a href="%SurveyLink%" rel="noopener noreferrer">start the survey</a>');
    expect(contentText).toBe('Hello %ClientFirstName%, start the survey (%SurveyLink%) or visit https://example.com/?a=%Code%.');
  });
});

describe('contentText: the rendered content as plain text', () => {
  it('separates paragraphs and headings by a blank line and writes list items on lines', () => {
    const { contentText } = renderContent('# Help\n\nThe survey takes **up to 2 hours**.\n\n- Save\n- Next\n\n1. One\n2. Two\n\nDone &amp; dusted');
    expect(contentText).toBe('Help\n\nThe survey takes up to 2 hours.\n\n- Save\n- Next\n\n1. One\n2. Two\n\nDone & dusted');
  });

  it('writes a link as text (address) unless the text is the address', () => {
    expect(renderContent('[Contact](mailto:a@example.com), https://example.com and [Us](/page/contact-us)').contentText).toBe(
      'Contact (a@example.com), https://example.com and Us (/page/contact-us)',
    );
  });

  it('keeps the lines of code blocks and drops removed content', () => {
    expect(renderContent('```\nline 1\n  line 2\n```\n\n<script>alert(1)</script>\n\nEnd').contentText).toBe('line 1\n  line 2\n\nEnd');
  });

  it('reads entities, breaks and tables', () => {
    expect(htmlToText('<p>a &lt; b<br>c</p><table><tr><th>x</th><th>y</th></tr><tr><td>1</td><td>2</td></tr></table>')).toBe('a < b\nc\n\nx | y\n1 | 2');
  });

  it('is empty for an empty value', () => {
    expect(renderContent('')).toEqual({ contentHtml: '', contentText: '' });
  });
});

describe('allowedTokensOf', () => {
  it('lists the distinct %Token% placeholders in order of first appearance', () => {
    expect(allowedTokensOf('Dear %FirstName% %LastName%, %FirstName% again; link: %Link2%')).toEqual(['%FirstName%', '%LastName%', '%Link2%']);
  });

  it('ignores percent signs that do not form a token', () => {
    expect(allowedTokensOf('100% sure, 50 %, %1abc%, % Spaced %, %Under_score%, %%, %Ok%')).toEqual(['%Ok%']);
    expect(allowedTokensOf('no tokens')).toEqual([]);
  });
});
