/** Where `ssh-keygen -t ed25519` puts the private key: the hint the access dialog gives. */
export const DEFAULT_PRIVATE_KEY = '~/.ssh/id_ed25519';

/** `ssh -p 2222 name@host` as `ssh -i ~/.ssh/id_ed25519 -p 2222 name@host`. */
export function keyCommandOf(sshCommand: string, privateKey = DEFAULT_PRIVATE_KEY): string {
  return sshCommand.replace(/^ssh /, `ssh -i ${privateKey} `);
}
