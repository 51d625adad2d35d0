import { dataOf, type AdminUserForm, type ApiClient, type UserProfile } from '@pathagar/sdk';
import { matches, page, text, type Filter } from '../../providers/listing';
import { multipart, notFound, requireId, resourceProvider } from '../../providers/resourceProvider';
import { idInQuery, type Keyed, keyed } from '../../providers/ids';

/** What Add User hands over; the photo is optional. */
export type UserInput = Omit<AdminUserForm, 'profileImage'> & { profileImage?: File | null };

export type UserRecord = Keyed<UserProfile>;

export const usersProvider = (api: ApiClient) =>
  resourceProvider({
    getList: async (params) => {
      const { q } = params.filter as Filter;
      const list = dataOf(await api.GET('/Singup/Alluserprofile')).map(keyed);
      return page(
        list.filter(
          (u) => matches(u.name, q) || matches(u.email, q) || matches(text(u.currentAddress), q)
        ),
        params
      );
    },
    // A one-item list (legacy shape): the admin profile view reads the first element.
    getOne: async (id) => {
      const [profile] = dataOf(await api.GET('/Singup/viewProfile', idInQuery(id)));
      if (!profile) notFound();
      return keyed(profile);
    },
    create: async ({ profileImage, ...fields }: UserInput) => {
      const data = dataOf(
        await api.POST('/Singup/adminAddUser', {
          body: { ...fields, ...(profileImage ? { profileImage } : {}) },
          ...multipart,
        })
      );
      return { id: data.uniqueId, uniqueId: data.uniqueId, imageUrl: data.imageUrl };
    },
  });

/** The admin profile view's actions (UserProfile.tsx, through useConsoleDataProvider()). */
export const usersActions = (api: ApiClient) => ({
  /** Ends the active membership; the account stays (DELETE /Singup/deleteActivation). */
  deactivateMember: async (userId: number | null | undefined) => {
    const id = requireId(userId);
    await api.DELETE('/Singup/deleteActivation', { params: { query: { id } } });
  },
  /** Deletes the account for good (DELETE /Singup/deleteProfile). */
  deleteMember: async (userId: number | null | undefined) => {
    const id = requireId(userId);
    await api.DELETE('/Singup/deleteProfile', { params: { query: { id } } });
  },
});
