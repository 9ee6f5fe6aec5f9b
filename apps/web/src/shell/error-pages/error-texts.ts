/** Titles and texts of the error pages, word for word from spec section 2. */
export const ERROR_TEXTS = {
  403: {
    title: 'Not Authorized',
    text: 'You do not have permission to view this page or complete the last action.',
  },
  404: {
    title: 'Page not found',
    text: 'The page you were looking for was not found. Please check the URL entered or try again.',
  },
  429: {
    title: 'Request Throttled',
    text: 'You have made too many requests in a short space of time.',
  },
  500: {
    title: 'Server Error',
    text: 'There was a server error when trying process your request. Please try again.',
  },
} as const;
