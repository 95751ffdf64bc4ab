import { httpRoute } from '../../lib/http/http-route';
import { addReviewBody } from './contract';
import { addReview } from './review-service';

export const handler = httpRoute({
  access: 'customer',
  body: addReviewBody,
  run: async ({ body, identity }) => {
    const { review, created } = await addReview(identity.userId, body);
    return created
      ? { statusCode: 201, message: 'Thank you! Your review will appear once it is approved', data: review }
      : { message: 'Your review was already received', data: review };
  },
});
