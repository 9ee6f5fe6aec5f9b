import type { PasswordLinkInfo } from '@crewcall/contract';

/** Title and words of the page for what the link is for. */
export function resetPageWording(link: PasswordLinkInfo, siteName: string) {
  if (link.use_existing_password) {
    return {
      title: `Join ${siteName}`,
      description:
        'This email already has a Crewcall login (it is the same at every club that uses it). Enter its password to join this club; it stays as it is.',
      submit: 'Join',
    };
  }
  if (link.purpose === 'invite') {
    return {
      title: 'Choose your password',
      description: `Welcome to ${siteName}. Choose the password you will log in with. Your Crewcall login is the same at every club that uses it.`,
      submit: 'Set password',
    };
  }
  if (link.new_login) {
    return {
      title: 'Set your password',
      description: `Choose the password you will log in with at ${siteName}. Your Crewcall login is the same at every club that uses it.`,
      submit: 'Set password',
    };
  }
  return {
    title: 'Reset Password',
    description: 'Choose a new password for your account.',
    submit: 'Set password',
  };
}
