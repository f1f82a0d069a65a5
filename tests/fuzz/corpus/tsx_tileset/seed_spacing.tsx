<?xml version="1.0"?>
<tileset name="s" tilewidth="32" tileheight="32" spacing="32" tilecount="12" columns="4">
 <image source="t.png" width="256" height="160"/>
</tileset>
