export type RawRequest = {
  method: string;
  url: string;
  headers?: Record<string, string>;
  body?: string | undefined;
  contentType?: string | undefined;
};
export type Answer = { status: number; contentType: string; text: string; headers: Headers };

/** One request over real HTTP, as any client would send it; redirects are answers, not followed. */
export async function send(base: string, r: RawRequest): Promise<Answer> {
  const headers: Record<string, string> = { ...r.headers };
  if (r.contentType) headers['content-type'] = r.contentType;
  const res = await fetch(`${base}${r.url}`, { method: r.method, headers, body: r.body, redirect: 'manual' });
  return { status: res.status, contentType: res.headers.get('content-type') ?? '', text: await res.text(), headers: res.headers };
}
