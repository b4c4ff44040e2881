"""URLs: the admin at ``/admin/``, ``/`` redirects there, uploads served under ``/media/``."""

from django.conf import settings
from django.conf.urls.static import static
from django.contrib import admin
from django.urls import path
from django.views.generic import RedirectView

admin.site.site_header = "Back office"
admin.site.site_title = "Back office"
admin.site.index_title = "Site administration"
# The collapsible app list eats ~300 px at 1280x800 and pushes order columns off screen.
admin.site.enable_nav_sidebar = False

urlpatterns = [
    path("", RedirectView.as_view(url="/admin/", permanent=False)),
    path("admin/", admin.site.urls),
    *static(settings.MEDIA_URL, document_root=settings.MEDIA_ROOT),
]
