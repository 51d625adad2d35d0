import { createFileRoute, notFound } from '@tanstack/react-router';
import { EditProfilePage } from '../features/profile/EditProfilePage';
import { parseMemberId } from '../features/profile/member-id';
import { editableProfileQuery } from '../features/profile/queries';

export const Route = createFileRoute('/_member/editprofile/$userId')({
  params: {
    parse: ({ userId }) => {
      const id = parseMemberId(userId);
      if (id === null) throw notFound();
      return { userId: id };
    },
    stringify: ({ userId }) => ({ userId: String(userId) }),
  },
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(editableProfileQuery(params.userId)).catch(() => undefined),
  component: EditProfileRoute,
});

function EditProfileRoute() {
  const { userId } = Route.useParams();
  return <EditProfilePage userId={userId} />;
}
