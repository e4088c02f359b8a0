import { useNavigate } from '@shop/react-kit/routing';
import { showSuccess } from '@shop/shared/state';
import { useUnit } from 'effector-react';
import { signOutClicked } from '../model';

/** Signs out everywhere and leaves the account area for the home page. */
export function SignOutButton({ className }: { className?: string }) {
  const signOut = useUnit(signOutClicked);
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        navigate('/');
        signOut();
        showSuccess('You have been signed out.');
      }}
    >
      Sign out
    </button>
  );
}
