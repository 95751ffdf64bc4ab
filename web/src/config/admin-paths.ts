/** The admin routes of SPEC §2 (`{ path, getHref }` like `paths.ts`), registered inside the lazily loaded admin tree. */
export const adminPaths = {
  dashboard: { path: '/admin/dashboard', getHref: () => '/admin/dashboard' },
  users: { path: '/admin/users', getHref: () => '/admin/users' },
  addUser: { path: '/admin/users/add-user', getHref: () => '/admin/users/add-user' },
  editUser: { path: '/admin/users/edit-user/:email', getHref: (email: string) => `/admin/users/edit-user/${encodeURIComponent(email)}` },
  viewUser: { path: '/admin/users/view-user/:email', getHref: (email: string) => `/admin/users/view-user/${encodeURIComponent(email)}` },
  products: { path: '/admin/products', getHref: () => '/admin/products' },
  addProduct: { path: '/admin/products/add-product', getHref: () => '/admin/products/add-product' },
  orders: { path: '/admin/orders', getHref: () => '/admin/orders' },
  orderDetails: { path: '/admin/orders/:orderID', getHref: (orderID: string) => `/admin/orders/${encodeURIComponent(orderID)}` },
  categories: { path: '/admin/categories', getHref: () => '/admin/categories' },
  addCategory: { path: '/admin/categories/add-category', getHref: () => '/admin/categories/add-category' },
  /** The category is named in the query (`?id=`), so an edit form is a deep link too. */
  editCategory: { path: '/admin/categories/edit-category', getHref: (id: string) => `/admin/categories/edit-category?id=${encodeURIComponent(id)}` },
  reviews: { path: '/admin/reviews', getHref: () => '/admin/reviews' },
  reviewDetails: { path: '/admin/reviews/:id', getHref: (id: string) => `/admin/reviews/${encodeURIComponent(id)}` },
  generalSettings: { path: '/admin/settings/general', getHref: () => '/admin/settings/general' },
  securitySettings: { path: '/admin/settings/security', getHref: () => '/admin/settings/security' },
  remakeRequests: { path: '/admin/orders/remakes', getHref: () => '/admin/orders/remakes' },
  auditLog: { path: '/admin/settings/audit', getHref: () => '/admin/settings/audit' },
} as const;
