/**
 * Whether a reward's status name says the agent's decision is behind it (or not yet due), so approve and reject are
 * not offered (rewards/CONTRACT.md "States and actions"). The spec names no reward states (§4 "Other reward states
 * are not shown"), so the portal reads the name the server shows, word by word, in any case, «ё» as «е»:
 *
 * - согласован, согласовано, согласована, согласованы (but not «на согласовании», «согласования»);
 * - отклонен…, отказано…/отказан…, оплачен…, выплачен… in the same four endings;
 * - any word starting with «оплат» or «выплат» (e.g. «Передано на оплату», «Ожидает оплаты»): past the agreement;
 * - «формируется»: the reward is still being drawn up, there is nothing to agree to yet.
 *
 * A missing or unknown name is not decided: the agent is offered both, and the server's refusal is shown.
 */
const DECIDED_WORD = /^(согласован|отклонен|отказан|оплачен|выплачен)[аоы]?$|^(оплат|выплат)|^формируется$/;

export function isDecidedStatusName(name: string): boolean {
  return name
    .toLowerCase()
    .replaceAll('ё', 'е')
    .split(/[^a-zа-я]+/)
    .some((word) => DECIDED_WORD.test(word));
}
