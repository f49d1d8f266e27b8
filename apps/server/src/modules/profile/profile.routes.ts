import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import {
  avatarUploadResponse,
  completeProfileBody,
  contactEmailBody,
  contactEmailResponse,
  emailConfirmationSentResponse,
  emailConfirmedResponse,
  profileResponse,
  profileUpdateBody,
  text,
} from '@guildsmith/core';
import { eq, schema } from '@guildsmith/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest, unauthorized } from '../../lib/errors.ts';
import { type AuthGuards, sessionUserId } from '../auth/guards.ts';
import { toUserView } from '../auth/user-view.ts';
import { accountRoutes } from './account.routes.ts';
import {
  type AddressConfirmationDeps,
  addressAwaitingLink,
  confirmAddress,
  requestAddressConfirmation,
  resendAddressConfirmation,
} from './address-confirmation.ts';
import {
  AVATAR_MAX_BYTES,
  IMAGE_TOO_LARGE_MESSAGE,
  INVALID_IMAGE_MESSAGE,
  reencodeAvatar,
} from './avatar-image.ts';
import { AVATAR_URL_PREFIX, checkProfilePicture, newAvatarFileName } from './profile-picture.ts';

export interface ProfileRouteDeps extends AddressConfirmationDeps {
  guards: AuthGuards;
  uploadsDir: string;
}

const fileTooLarge = () => new AppError(413, 'FILE_TOO_LARGE', IMAGE_TOO_LARGE_MESSAGE);

/** Why reading an upload failed, as the uploader should hear it: never a 500. */
function uploadRefusal(error: unknown): AppError {
  if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') {
    return fileTooLarge();
  }
  // The body ended before the file did (a dropped connection, a cut-off request).
  return new AppError(
    400,
    'UPLOAD_INCOMPLETE',
    'The picture did not arrive complete. Please try again.',
  );
}

export const profileRoutes: FastifyPluginAsyncZod<ProfileRouteDeps> = async (app, deps) => {
  const { db, guards } = deps;
  const { users } = schema;
  const avatarsDir = path.join(deps.uploadsDir, 'avatars');

  await app.register(multipart, {
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 0, parts: 1 },
  });
  await app.register(accountRoutes, { db, guards, avatarsDir });

  const updateUser = async (userId: string, values: Partial<typeof users.$inferInsert>) => {
    const [user] = await db
      .update(users)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    if (!user) throw unauthorized();
    return toUserView(user);
  };

  app.post(
    '/api/auth/complete-profile',
    {
      preHandler: guards.requireUser,
      schema: {
        tags: ['profile'],
        summary: 'Finish the first-login profile (name, picture, bio)',
        security: [{ bearerAuth: [] }],
        body: completeProfileBody,
        response: { 200: profileResponse },
      },
    },
    async (request) => {
      const userId = sessionUserId(request);
      await checkProfilePicture({ db, avatarsDir }, userId, request.body.profilePicture);
      const user = await updateUser(userId, {
        profileName: request.body.profileName,
        profilePicture: request.body.profilePicture || null,
        bio: request.body.bio ?? '',
        profileCompleted: true,
      });
      return {
        success: true as const,
        message: 'Your profile has been created successfully!',
        user,
      };
    },
  );

  app.post(
    '/api/profile/complete-onboarding',
    {
      preHandler: guards.requireUser,
      schema: {
        tags: ['profile'],
        summary: 'Mark the onboarding dialog as done',
        security: [{ bearerAuth: [] }],
        response: { 200: profileResponse },
      },
    },
    async (request) => {
      const user = await updateUser(sessionUserId(request), { onboardingCompleted: true });
      return { success: true as const, message: 'Onboarding completed', user };
    },
  );

  app.patch(
    '/api/profile/update',
    {
      preHandler: guards.requireUser,
      schema: {
        tags: ['profile'],
        summary: 'Update bio, website, Twitter, GitHub or picture',
        security: [{ bearerAuth: [] }],
        body: profileUpdateBody,
        response: { 200: profileResponse },
      },
    },
    async (request) => {
      const userId = sessionUserId(request);
      await checkProfilePicture({ db, avatarsDir }, userId, request.body.profilePicture);
      const user = await updateUser(userId, request.body);
      return { success: true as const, message: 'Profile saved successfully!', user };
    },
  );

  app.put(
    '/api/profile/email',
    {
      preHandler: guards.requireUser,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['profile'],
        summary:
          'Give or change the address license keys are sent to; a link e-mailed to it confirms it, and a confirmed address stays in use until then',
        security: [{ bearerAuth: [] }],
        body: contactEmailBody,
        response: { 200: contactEmailResponse },
      },
    },
    async (request) => {
      const user = await requestAddressConfirmation(
        deps,
        sessionUserId(request),
        request.body.email,
      );
      const confirmationSent = addressAwaitingLink(user) !== null;
      return {
        success: true as const,
        message: confirmationSent ? 'Confirmation link sent' : 'E-mail address saved',
        user: toUserView(user),
        confirmationSent,
      };
    },
  );

  app.post(
    '/api/profile/email/resend-confirmation',
    {
      preHandler: guards.requireUser,
      config: { rateLimit: { max: 3, timeWindow: '1 minute' } },
      schema: {
        tags: ['profile'],
        summary: 'Send a new link to the address waiting to be confirmed',
        security: [{ bearerAuth: [] }],
        response: { 202: emailConfirmationSentResponse },
      },
    },
    async (request, reply) => {
      await resendAddressConfirmation(deps, sessionUserId(request));
      return reply.code(202).send({ sent: true as const });
    },
  );

  app.post(
    '/api/profile/email/confirm',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['profile'],
        summary: 'Confirm an address with the link e-mailed to it (no sign-in needed)',
        body: z.object({ token: text().max(200) }),
        response: { 200: emailConfirmedResponse },
      },
    },
    async (request) => {
      const { email } = await confirmAddress(deps, request.body.token);
      return { success: true as const, email };
    },
  );

  app.post(
    '/api/profile/upload-avatar',
    {
      preHandler: guards.requireUser,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['profile'],
        summary: 'Upload a profile picture (multipart field "avatar", at most 5 MB)',
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        response: { 200: avatarUploadResponse },
      },
    },
    async (request) => {
      const userId = sessionUserId(request);
      const file = request.isMultipart() ? await request.file() : undefined;
      if (file?.fieldname !== 'avatar') {
        throw badRequest(INVALID_IMAGE_MESSAGE, undefined, 'INVALID_IMAGE');
      }
      const bytes = await file.toBuffer().catch((error: unknown) => {
        throw uploadRefusal(error);
      });
      // toBuffer misses a limit busboy reaches on the stream's last chunk and returns the cut file.
      if (file.file.truncated) throw fileTooLarge();
      const webp = await reencodeAvatar(bytes);
      await mkdir(avatarsDir, { recursive: true, mode: 0o700 });
      const fileName = newAvatarFileName(userId);
      await writeFile(path.join(avatarsDir, fileName), webp);
      const url = `${AVATAR_URL_PREFIX}${fileName}`;
      await updateUser(userId, { profilePicture: url });
      return { url };
    },
  );
};
