import { useUser } from '@/features/account/api/get-user';
import { Companions } from '@/features/trip/components/companions';

/** /companions: the current trip's members, with the signed-in user's own row told by their e-mail. */
export function CompanionsPage() {
  const user = useUser();
  return <Companions myEmail={user.data?.email} />;
}
