/** A couple made through the API, as people make one: setup, an invite, its acceptance. */
export interface Member {
  cookie: string;
  id: string;
}
export interface Couple {
  owner: Member;
  partner: Member;
}

const PASSWORD = "bench-sifre-123";

async function signedIn(res: Response): Promise<Member> {
  if (res.status !== 201)
    throw new Error(`${res.url}: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const body = (await res.json()) as { me: { id: string } };
  return { cookie, id: body.me.id };
}

export async function makeCouple(url: string): Promise<Couple> {
  const json = { "content-type": "application/json" };
  const owner = await signedIn(
    await fetch(`${url}/api/setup`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({
        name: "Ayşe",
        email: "ayse@bench.local",
        password: PASSWORD,
        togetherSince: "2018-05-20",
      }),
    }),
  );
  const invite = await fetch(`${url}/api/invites`, {
    method: "POST",
    headers: { cookie: owner.cookie },
  });
  const { token } = (await invite.json()) as { token: string };
  const partner = await signedIn(
    await fetch(`${url}/api/invites/${token}/accept`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({
        name: "Mehmet",
        email: "mehmet@bench.local",
        password: PASSWORD,
      }),
    }),
  );
  return { owner, partner };
}

/** A JSON request as a member; throws on anything but the expected status. */
export async function api(
  url: string,
  member: Member,
  method: string,
  path: string,
  body?: unknown,
  expect = 200,
) {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: {
      cookie: member.cookie,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.status !== expect)
    throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res;
}
