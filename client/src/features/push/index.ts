/** What pages and the app use of the push feature: the opt-in switch (Profile, and My Convention), and the sign-out's clean-up. */
export { PushOptIn } from "./components/push-opt-in";
export { endPushOnThisDevice } from "./end-push-on-this-device";
