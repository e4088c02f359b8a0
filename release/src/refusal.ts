// A release command refused, with the reason: what every command, check and setting throws when it
// will not do what it was asked, changing nothing. Any other error is a bug.
export class Refusal extends Error {}

export function refuse(message: string): never {
  throw new Refusal(message);
}
