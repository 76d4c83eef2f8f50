/** Plain server-rendered pages: escaped text, one small stylesheet, Vietnamese first with English beside. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A tagged template whose interpolations are escaped unless they are already `Html`. */
export class Html {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    const rendered = Array.isArray(value)
      ? value.map((item) => (item instanceof Html ? item.value : escapeHtml(item))).join('')
      : value instanceof Html
        ? value.value
        : escapeHtml(value);
    out += rendered + (strings[index + 1] ?? '');
  });
  return new Html(out);
}

const style = `
body{font-family:system-ui,sans-serif;margin:0;background:#f5f7fb;color:#1a2433}
header{background:#0066b3;color:#fff;padding:12px 24px}header a{color:#fff;margin-right:16px}
main{max-width:960px;margin:24px auto;padding:0 16px}
table{border-collapse:collapse;width:100%;background:#fff}th,td{border:1px solid #d5dbe5;padding:6px 8px;text-align:left}
button{background:#0066b3;color:#fff;border:0;border-radius:4px;padding:8px 14px;cursor:pointer;margin:2px}
button.secondary{background:#5b6676}button.critical{background:#c62828}
label{display:block;margin:8px 0 4px}input,select{padding:6px;min-width:260px}
.card{background:#fff;border:1px solid #d5dbe5;border-radius:6px;padding:16px;margin:12px 0}
code{font-size:1.2em;font-weight:bold;letter-spacing:2px}`;

export function page(title: string, body: Html): string {
  return `<!doctype html><html lang="vi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} · Sandbox</title><style>${style}</style></head><body>
<header><nav aria-label="Sandbox"><a href="/__sandbox/">Sandbox</a><a href="/__sandbox/inbox">Hộp thư OTP / OTP inbox</a>
<a href="/__sandbox/roaming">Chuyển vùng / Roaming</a><a href="/__sandbox/transactions">Giao dịch QR / QR transfers</a></nav></header>
<main><h1>${escapeHtml(title)}</h1>${body.value}</main></body></html>`;
}
