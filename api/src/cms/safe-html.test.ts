import { lexicalToHtml } from '@app/cms/html';
import { lexicalDocument } from '@app/cms/lexical';
import { describe, expect, it } from 'vitest';
import { toBlogPost } from './posts';
import { isSafeHref, postHtmlText, sanitizePostHtml } from './safe-html';

describe('sanitizePostHtml', () => {
  it('keeps what the editor can express', () => {
    const html =
      '<h2>Plan</h2><p style="text-align: center;">Read <strong>every</strong> <em>day</em>, ' +
      '<u>u</u> <s>s</s> <code>x</code><br /></p><ul class="list-bullet"><li value="1">One</li></ul>' +
      '<ol class="list-number" start="3"><li value="3">Three</li></ol><blockquote>q</blockquote><hr />' +
      '<p><a href="https://example.com/a" target="_blank" rel="noopener noreferrer">out</a> ' +
      '<a href="/blog/other">in</a> <a href="#top">top</a> <a href="mailto:help@example.com">mail</a></p>';
    expect(sanitizePostHtml(html)).toBe(
      '<h2>Plan</h2><p style="text-align:center">Read <strong>every</strong> <em>day</em>, ' +
        '<u>u</u> <s>s</s> <code>x</code><br /></p><ul class="list-bullet"><li value="1">One</li></ul>' +
        '<ol class="list-number" start="3"><li value="3">Three</li></ol><blockquote>q</blockquote><hr />' +
        '<p><a href="https://example.com/a" target="_blank" rel="noopener noreferrer">out</a> ' +
        '<a href="/blog/other">in</a> <a href="#top">top</a> <a href="mailto:help@example.com">mail</a></p>',
    );
  });

  it('drops scripts, styles, frames, images, forms and their contents', () => {
    const out = sanitizePostHtml(
      '<p>a</p><script>window.__pwned=1</script><style>p{color:red}</style>' +
        '<iframe src="https://evil.example"></iframe><img src=x onerror="window.__pwned=1">' +
        '<svg onload="window.__pwned=1"><script>1</script></svg><object data="x"></object>' +
        '<form action="https://evil.example"><input name="q"><button>Go</button></form>' +
        '<noscript><img src=x onerror=alert(1)></noscript><template><script>1</script></template>',
    );
    expect(out).not.toMatch(/<(script|style|iframe|img|svg|object|form|input|button|template)/i);
    expect(out).not.toMatch(/pwned|onerror|onload/);
    expect(out.startsWith('<p>a</p>')).toBe(true);
  });

  it('removes every event handler and inline style other than text alignment', () => {
    const out = sanitizePostHtml(
      '<p onclick="x()" onmouseover="y()" style="background:url(javascript:alert(1));text-align:left" ' +
        'class="evil" id="x" data-x="1">t</p><h2 ONCLICK="x()" style="position:fixed">h</h2>',
    );
    expect(out).toBe('<p style="text-align:left">t</p><h2>h</h2>');
  });

  it('turns links to other schemes into plain text, however they are written', () => {
    const hostile = [
      'javascript:window.__pwned=1',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java&#x09;script:alert(1)',
      '&#106;avascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'vbscript:msgbox(1)',
      '//evil.example/x',
      '\\\\evil.example',
    ];
    for (const href of hostile) {
      const out = sanitizePostHtml(`<p><a href="${href}" onclick="x()">click</a></p>`);
      expect(out, href).toBe('<p><span>click</span></p>');
    }
    expect(sanitizePostHtml('<a>no address</a>')).toBe('<span>no address</span>');
    expect(sanitizePostHtml('<a href="https://x.example" target="_top">x</a>')).toBe(
      '<a href="https://x.example">x</a>',
    );
  });

  it('isSafeHref: http(s), mailto and paths of this site only', () => {
    expect(
      ['https://a.example', 'http://a.example/x?y#z', 'mailto:a@b.example', '/blog/x'].every(
        isSafeHref,
      ),
    ).toBe(true);
    expect(['#top', '?page=2', 'notes.html'].every(isSafeHref)).toBe(true);
    expect(
      ['', 'javascript:x', 'ftp://a.example', '//a.example', 'https://a.example/a b'].some(
        isSafeHref,
      ),
    ).toBe(false);
  });

  it('postHtmlText: the text left, to tell blank content', () => {
    expect(postHtmlText('<p> </p><script>x</script>')).toBe('');
    expect(postHtmlText('<p>Hi <b>there</b></p>')).toBe('Hi there');
  });
});

describe('toBlogPost sanitises on the way out too', () => {
  it('renders Lexical to HTML and keeps nothing that runs, whatever is stored', () => {
    const content = lexicalDocument([{ p: 'Text <script>window.__pwned=1</script>' }]) as {
      root: { children: { children: unknown[] }[] };
    };
    // A link node stored with a javascript: URL (e.g. written around the api).
    content.root.children[0]?.children.push({
      type: 'link',
      version: 3,
      fields: { linkType: 'custom', newTab: false, url: 'javascript:window.__pwned=1' },
      children: [
        { type: 'text', version: 1, text: 'bad', format: 0, style: '', mode: 'normal', detail: 0 },
      ],
      direction: 'ltr',
      format: '',
      indent: 0,
    });
    expect(lexicalToHtml(content as never)).not.toContain('<script>');
    const post = toBlogPost({
      id: 1,
      title: 't',
      slug: 't',
      content: content as never,
      status: 'published',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
    expect(post.content).not.toMatch(/<script|javascript:/);
    expect(post.content).toContain('&lt;script&gt;');
  });
});
