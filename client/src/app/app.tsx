import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { Toaster } from "@/components/ui/toaster";
import { createQueryClient } from "@/lib/query-client";
import { ServerReachabilityNotice } from "@/lib/server-reachability";
import { AppRouter } from "./router";

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AppRouter />
      <Toaster />
      <ServerReachabilityNotice />
    </QueryClientProvider>
  );
}
