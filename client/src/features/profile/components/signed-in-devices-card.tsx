import { LogOut, MonitorSmartphone } from "lucide-react";
import type { SignedInDevice } from "@shared/validators/auth";
import { SettingsCard } from "@/components/layout/settings-card";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { LoadingStatus, Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { serverMessageOr } from "@/lib/api-client";
import { toastFailure } from "@/lib/unauthorized";
import { useSignedInDevices, useSignOutOtherDevices } from "../api/signed-in-devices";

const when = (iso: string) =>
  new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" }).format(new Date(iso));

function DeviceRow({ device }: { device: SignedInDevice }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-3">
      <div className="min-w-0">
        <p className="font-medium text-ink">{device.device}</p>
        <p className="text-sm text-ink-muted">
          {device.current ? "Active now" : `Last active ${when(device.lastActiveAt)}`}
          {device.signedInAt ? ` · Signed in ${when(device.signedInAt)}` : ""}
        </p>
      </div>
      {device.current && <Badge variant="success">This device</Badge>}
    </li>
  );
}

/** Where the member is signed in, and a way to end every other session (a lost phone, a shared computer). */
export function SignedInDevicesCard() {
  const devices = useSignedInDevices();
  const signOut = useSignOutOtherDevices();
  const others = (devices.data ?? []).filter((device) => !device.current).length;

  const signOutOthers = () =>
    signOut.mutate(undefined, {
      onSuccess: ({ message }) => toast({ title: "Other devices signed out", description: `${message}.` }),
      onError: toastFailure("Failed to log out other devices. Please try again."),
    });

  return (
    <SettingsCard
      icon={MonitorSmartphone}
      title="Where you're signed in"
      titleId="signed-in-devices-title"
      description="The browsers signed in to your account. If you don't recognise one, log out other devices and change your password."
    >
      {devices.isPending ? (
        <LoadingStatus className="mt-6 space-y-3">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </LoadingStatus>
      ) : devices.isError ? (
        <p className="mt-6 text-sm text-ink-muted">{serverMessageOr(devices.error, "Your devices could not be loaded. Please try again later.")}</p>
      ) : (
        <ul className="mt-6 divide-y divide-line" aria-label="Signed-in devices">
          {devices.data.map((device) => (
            <DeviceRow key={device.id} device={device} />
          ))}
        </ul>
      )}
      <div className="mt-4">
        <Button variant="secondary" onClick={signOutOthers} disabled={signOut.isPending || others === 0}>
          <LogOut aria-hidden="true" />
          {signOut.isPending ? "Logging out..." : "Log out other devices"}
        </Button>
        {devices.isSuccess && others === 0 && <p className="mt-2 text-sm text-ink-muted">You're signed in on this device only.</p>}
      </div>
    </SettingsCard>
  );
}
