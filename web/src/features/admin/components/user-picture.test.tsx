/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { UserPicture } from './user-picture';

describe('A user picture in the back office', () => {
  test("It should offer the avatar's variants at the size it is shown, and initials without an avatar", () => {
    const user = { firstName: 'Ngozi', lastName: 'Eze', email: 'n@example.com' };
    const { container } = render(
      <>
        <UserPicture user={{ ...user, dp: '/images/avatars/u1/me.jpg' }} size={40} />
        <UserPicture user={{ ...user, dp: '' }} size={64} />
      </>,
    );

    const webp = container.querySelector('picture > source[type="image/webp"]');
    expect([webp?.getAttribute('srcset'), webp?.getAttribute('sizes')]).toEqual([
      '/images/avatars/u1/me.w320.webp 320w, /images/avatars/u1/me.w640.webp 640w, /images/avatars/u1/me.w1024.webp 1024w',
      '40px',
    ]);
    expect(container.querySelector('picture > img')?.getAttribute('src')).toBe('/images/avatars/u1/me.jpg');
    expect(container.querySelector('.admin-avatar--initials')?.textContent).toBe('NE');
  });
});
