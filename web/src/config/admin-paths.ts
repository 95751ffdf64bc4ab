/** The admin routes of SPEC §2, registered inside the lazily loaded admin tree. */
export const adminPaths = [
  '/admin/dashboard',
  '/admin/users',
  '/admin/users/add-user',
  '/admin/users/edit-user',
  '/admin/users/view-user/:email',
  '/admin/products',
  '/admin/products/add-product',
  '/admin/orders',
  '/admin/orders/:orderID',
  '/admin/categories',
  '/admin/categories/add-category',
  '/admin/categories/edit-category',
  '/admin/reviews',
  '/admin/reviews/:id',
  '/admin/settings/general',
  '/admin/settings/security',
] as const;
