/** The lead of a bad-input reason, in English or zh-CN (the server answers in the reader's language). */
const BAD_INPUT = /^(?:illegal request (?:body|parameter): |请求(?:体|参数)有误：)/;

/** One issue of a refusal: the field path it names ('' when it names none) and what is wrong. */
export interface ReasonIssue {
  path: string;
  message: string;
}

/**
 * A refusal's reason as its issues: "phone: must be …; name: …" in English, "phone：…；name：…" in
 * zh-CN. Field paths are the API's in both languages.
 */
export function reasonIssues(reason: string): ReasonIssue[] {
  return reason
    .replace(BAD_INPUT, '')
    .split(/; |；/)
    .map((issue) => {
      const match = /^([^\s:：]+)(?:: |：)(.*)$/s.exec(issue);
      return match?.[1] && match[2] !== undefined
        ? { path: match[1], message: match[2] }
        : { path: '', message: issue };
    });
}
